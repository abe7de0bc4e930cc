/**
 * Test controls of the mock, under /__mock/ (never served by the real server). They let tests and QA
 * start clean and force the transitions of spec section 4 for any account. See mock/README.md.
 */
import { defineMock } from '@umijs/max';
import { HEALTH_STATES, SOURCE_NAMES, type HealthState, type SourceName } from '../common/contract/finData';
import { badRequest, MockError, sendError, sendOk } from './_lib/envelope';
import type { MockHandler, MockRequest } from './_lib/http';
import { mockState, resetMockState, type MockState } from './_lib/state';

const objectBody = (req: MockRequest): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) && !Buffer.isBuffer(req.body) ? (req.body as Record<string, unknown>) : {};

/** Envelope answers for a control; errors thrown as MockError become error envelopes. */
const control =
  (run: (state: MockState, body: Record<string, unknown>) => unknown): MockHandler =>
  (req, res) => {
    try {
      const data = run(mockState(), objectBody(req));
      sendOk(res, mockState().version, data);
    } catch (error) {
      if (!(error instanceof MockError)) throw error;
      sendError(res, mockState().version, error);
    }
  };

export default defineMock({
  /** Back to the initial state: built-in accounts only, no sessions, no files, initial version and health. */
  'POST /__mock/reset': control(() => {
    resetMockState();
    return { reset: true };
  }),

  /** Expire live sessions (of `username`, or everyone's): their next call answers 401 without msg. */
  'POST /__mock/sessions/expire': control((state, body) => {
    const username = typeof body.username === 'string' ? body.username : undefined;
    const user = username ? state.users.find((u) => u.username === username) : undefined;
    if (username && !user) throw badRequest(`No account ${username}`, { username: 'api.field.invalid' });
    let expired = 0;
    for (const s of state.sessions) {
      if (!s.revoked && !s.expired && (!user || s.userId === user.id)) {
        s.expired = true;
        expired += 1;
      }
    }
    return { expired };
  }),

  /** Change the mock health: `states` (source -> OK/WARN/ERROR/UNKNOWN) and/or `fail` (checkHealth answers 500 for everyone). */
  'POST /__mock/health': control((state, body) => {
    const states = body.states && typeof body.states === 'object' ? (body.states as Record<string, unknown>) : {};
    for (const [source, value] of Object.entries(states)) {
      if (!SOURCE_NAMES.includes(source as SourceName) || !HEALTH_STATES.includes(value as HealthState)) {
        throw badRequest(`Unknown source or state: ${source}=${String(value)}`, { states: 'api.field.invalid' });
      }
    }
    const now = Date.now();
    for (const [source, value] of Object.entries(states)) {
      state.health[source as SourceName] = {
        state: value as HealthState,
        message: `Mock value: set to ${String(value)} through /__mock/health`,
        lastUpdate: value === 'UNKNOWN' ? null : now,
        checkedAt: value === 'UNKNOWN' ? null : now,
      };
    }
    if (typeof body.fail === 'boolean') state.healthFailsForAll = body.fail;
    return { states: Object.fromEntries(SOURCE_NAMES.map((s) => [s, state.health[s].state])), fail: state.healthFailsForAll };
  }),

  /** A summary for QA: version, accounts and counts (no passwords, no tokens). */
  'GET /__mock/state': control((state) => ({
    version: state.version,
    accounts: state.users.map((u) => ({ id: u.id, username: u.username, role: u.role, disabled: u.disabled, scenario: u.scenario ?? null })),
    liveSessions: state.sessions.filter((s) => !s.revoked && !s.expired).length,
    files: state.files.length,
    runs: state.runs.length,
    healthFailsForAll: state.healthFailsForAll,
  })),
});
