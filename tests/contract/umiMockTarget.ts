/**
 * The mock as `max dev` serves it, as a contract-suite target: mock/ loaded by Umi's own loader (getMockData with
 * the `mock` config of .umirc.ts) and answered by Umi's own mock middleware (createMockMiddleware, body-parser
 * included) inside Express; requests are injected with light-my-request. Reset is the mock's POST /__mock/reset.
 */
import path from 'node:path';
import { inject } from 'light-my-request';
import umirc from '../../.umirc';
import { closeLoadedQaServer } from '../../mock/qa/qaServer';
import { MOCK_CAPTCHA } from '../../mock/qa/scenarioAccounts';
import type { ContractTarget, InjectOptions, InjectResponse } from './target';

/* eslint-disable @typescript-eslint/no-var-requires -- Umi's internals have no typed entry points */
const { getMockData } = require('@umijs/preset-umi/dist/features/mock/getMockData');
const { createMockMiddleware } = require('@umijs/preset-umi/dist/features/mock/createMockMiddleware');
const express = require('express');
/* eslint-enable @typescript-eslint/no-var-requires */

export const ROOT = path.resolve(__dirname, '../..');

export interface UmiMock {
  method: string;
  path: string;
  file: string;
  handler: unknown;
}

/** What Umi's loader finds in mock/, keyed `METHOD path` (as `max dev` and `max preview` load it). */
export function loadUmiMocks(): Record<string, UmiMock> {
  const mockConfig = (umirc as { mock?: { exclude?: string[]; include?: string[] } }).mock ?? {};
  return getMockData({ cwd: ROOT, mockConfig });
}

export async function makeUmiMockTarget(): Promise<ContractTarget> {
  const server = express();
  server.use(createMockMiddleware({ context: { mockData: loadUmiMocks() } }));
  // Under `max dev` what the mock does not answer goes on to the web app; here it is a plain 404 without envelope.
  server.use((_req: unknown, res: { status(code: number): { end(): void } }) => res.status(404).end());

  const send = async (opts: InjectOptions): Promise<InjectResponse> => {
    // An object payload goes as JSON (light-my-request sets the content type), as with fastify.inject.
    const res = await inject(server, {
      method: opts.method,
      url: opts.url,
      headers: opts.headers,
      payload: opts.payload as object | string | Buffer | undefined,
    });
    return { statusCode: res.statusCode, headers: res.headers, body: res.body, json: () => res.json() };
  };
  return {
    inject: send,
    reset: async () => {
      const res = await send({ method: 'POST', url: '/__mock/reset' });
      if (res.statusCode !== 200) throw new Error(`mock reset failed: ${res.statusCode} ${res.body}`);
    },
    close: closeLoadedQaServer,
    captchaCode: async () => MOCK_CAPTCHA,
  };
}
