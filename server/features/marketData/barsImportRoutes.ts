/**
 * Users' bar imports (administrators: bars are market data shared by every user; docs/decisions.md): preview parses
 * and checks a file, commit stores every row in one transaction or, when any row has an error, nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { BarsImportBody } from '../../../common/contract/marketData';
import { recordAudit } from '../../infra/audit/auditLog';
import { apiError } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import type { ReferenceData } from '../../infra/market/ports';
import type { SqlBarStore } from './barStore';
import { barsOf, parseBarsFile } from './barsImport';
import { cleanDisplayName } from '../../infra/storage/fileTypes';

export function registerBarsImportRoutes(app: FastifyInstance, bars: SqlBarStore, reference: () => ReferenceData): void {
  /** How many of the rows' times already hold a bar (the import replaces them). */
  const replaced = async (body: BarsImportBody, times: number[]): Promise<number> => {
    if (times.length === 0) return 0;
    const existing = await bars.range({ instrument: body.instrument, interval: body.interval, from: Math.min(...times), to: Math.max(...times) });
    const wanted = new Set(times);
    return existing.filter((b) => wanted.has(b.ts)).length;
  };

  registerEndpoint(app, '/v2/marketData/bars/import/preview', async ({ body }) => {
    const parsed = await parseBarsFile(body, reference());
    return {
      instrument: body.instrument,
      unit: parsed.spec?.unit ?? '',
      tick: parsed.spec?.tick ?? 0,
      rows: parsed.rows,
      errors: parsed.errors,
      replaces: await replaced(
        body,
        parsed.rows.map((r) => r.ts),
      ),
    };
  });

  registerEndpoint(app, '/v2/marketData/bars/import/commit', async ({ body, user }) => {
    const parsed = await parseBarsFile(body, reference());
    if (parsed.errors.length > 0 || parsed.rows.length === 0) {
      const first = parsed.errors[0];
      throw apiError('barsImportInvalid', `${parsed.errors.length} error(s)${first ? `; row ${first.row}: ${first.message}` : ''}`);
    }
    const fileName = cleanDisplayName(body.fileName);
    const written = barsOf(body.instrument, body.interval, fileName, parsed.rows);
    await bars.upsert(written);
    await recordAudit(
      app.db,
      app.config.now(),
      user,
      'bars.import',
      { id: null, name: body.instrument },
      { interval: body.interval, file: fileName, rows: written.length },
    );
    return { written: written.length, instrument: body.instrument, source: written[0].source };
  });
}
