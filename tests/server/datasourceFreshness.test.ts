/** Known-answer tests of the health rules (server/features/datasource/freshness.ts). */
import { evaluateFreshness, formatAge } from '../../server/features/datasource/freshness';
import { SOURCE_DEFINITIONS } from '../../server/features/datasource/registry';

const NOW = Date.UTC(2024, 5, 1, 12, 0, 0);
const H = 3_600_000;
const daily = { warnAfterHours: 26, errorAfterHours: 74 };
const cftc = { warnAfterHours: SOURCE_DEFINITIONS.cftc.warnAfterHours, errorAfterHours: SOURCE_DEFINITIONS.cftc.errorAfterHours };

describe('evaluateFreshness', () => {
  it('UNKNOWN when the source never updated and never failed', () => {
    expect(evaluateFreshness({ now: NOW, lastUpdate: null, lastRun: null, ...daily }).state).toBe('UNKNOWN');
    expect(evaluateFreshness({ now: NOW, lastUpdate: null, lastRun: { state: 'skipped', message: 'No new CSV files' }, ...daily }).state).toBe('UNKNOWN');
  });

  it('OK inside the warning threshold, WARN past it, ERROR past the error threshold', () => {
    const at = (hoursAgo: number) => evaluateFreshness({ now: NOW, lastUpdate: NOW - hoursAgo * H, lastRun: { state: 'success', message: '' }, ...daily });
    expect(at(1).state).toBe('OK');
    expect(at(26).state).toBe('OK'); // exactly at the threshold is still fine
    expect(at(26.01).state).toBe('WARN');
    expect(at(74).state).toBe('WARN');
    expect(at(74.01).state).toBe('ERROR');
  });

  it('CFTC (weekly) stays OK for a week and warns after 8 days', () => {
    const at = (days: number) => evaluateFreshness({ now: NOW, lastUpdate: NOW - days * 24 * H, lastRun: null, ...cftc }).state;
    expect(at(7)).toBe('OK');
    expect(at(8.5)).toBe('WARN');
    expect(at(16)).toBe('ERROR');
  });

  it('a failed last run is ERROR even when the data is fresh, with the failure in the message', () => {
    const v = evaluateFreshness({ now: NOW, lastUpdate: NOW - H, lastRun: { state: 'failed', message: 'a.csv line 7: value "x" is not a number' }, ...daily });
    expect(v.state).toBe('ERROR');
    expect(v.message).toContain('a.csv line 7');
    expect(v.messageKey).toBe('datasource.health.runFailed');
  });

  it('a skipped run after a success keeps counting from the last update', () => {
    expect(evaluateFreshness({ now: NOW, lastUpdate: NOW - 30 * H, lastRun: { state: 'skipped', message: '' }, ...daily }).state).toBe('WARN');
  });

  it('messages carry the age and the threshold', () => {
    const v = evaluateFreshness({ now: NOW, lastUpdate: NOW - 30 * H, lastRun: null, ...daily });
    expect(v.message).toBe('No update for 30.0 h (warning after 26.0 h)');
    expect(v.messageParams).toMatchObject({ ageHours: 30, warnAfterHours: 26 });
  });
});

describe('formatAge', () => {
  it.each([
    [59_000, '0 min'],
    [45 * 60_000, '45 min'],
    [3.25 * H, '3.3 h'],
    [9 * 24 * H, '9.0 days'],
  ])('%d ms -> %s', (ms, text) => expect(formatAge(ms)).toBe(text));
});
