/**
 * The header's data-source health by screen width (issue 8 item 14): the nine names inline from 1200 px, one
 * indicator of the worst state with a popover listing them below (a 390 px phone, a 1024 px laptop).
 */
import { screen } from '@testing-library/react';
import { SOURCE_NAMES, type HealthState, type SourceName } from '@common/contract/datasource';
import HealthStrip, { worstState } from '@/components/HealthStrip';
import { unknownHealth, type HealthView } from '@/services/sourceHealth';
import { answer, ok, renderPage } from '../harness';
import { resetViewport, setViewportWidth } from '../harness/viewport';

afterEach(() => {
  resetViewport();
});

function healthWith(states: Partial<Record<SourceName, HealthState>>): HealthView {
  const view = unknownHealth();
  for (const source of SOURCE_NAMES) view[source] = { ...view[source], state: states[source] ?? 'OK' };
  return view;
}

beforeEach(() => {
  answer('/v2/strategy/notification/unread', ok({ unread: 0 })); // the header's notification bell
  answer(
    '/v1/finData/lowFreqData/source/get/checkHealth',
    ok([], { status: Object.fromEntries(SOURCE_NAMES.map((s) => [s, s === 'kpler' ? 'ERROR' : s === 'ccf' ? 'WARN' : 'OK'])) }),
  );
});

test('the worst state decides the indicator: error, then warning, then unknown, then OK', () => {
  expect(worstState(healthWith({}))).toBe('OK');
  expect(worstState(healthWith({ smm: 'UNKNOWN' }))).toBe('UNKNOWN');
  expect(worstState(healthWith({ smm: 'UNKNOWN', wind: 'WARN' }))).toBe('WARN');
  expect(worstState(healthWith({ smm: 'UNKNOWN', wind: 'WARN', cftc: 'ERROR' }))).toBe('ERROR');
});

test.each([390, 1024])('at %i px: one indicator of the worst state, the nine listed in its popover', async (width) => {
  setViewportWidth(width);
  renderPage(<HealthStrip />);
  const indicator = await screen.findByTestId('health-summary');
  await screen.findByText('2'); // one error and one warning
  expect(indicator).toHaveAttribute('data-state', 'ERROR');
  expect(indicator).toHaveAccessibleName('Data sources: Error (7 OK, 1 warning, 1 error, 0 unknown)');
  // The nine are not inline in the header: only inside the popover.
  const list = screen.getByTestId('health-strip');
  expect(indicator.contains(list)).toBe(false);
  expect(list.closest('.ant-popover')).not.toBeNull();
  expect([...list.querySelectorAll('[data-source]')].map((e) => e.getAttribute('data-source'))).toEqual([...SOURCE_NAMES]);
});

test('at 1280 px: the nine names inline, no summary', async () => {
  setViewportWidth(1280);
  renderPage(<HealthStrip />);
  const strip = await screen.findByTestId('health-strip');
  expect(strip.closest('.ant-popover')).toBeNull();
  expect(screen.queryByTestId('health-summary')).toBeNull();
  expect(screen.getByText('Bloomberg')).toBeInTheDocument();
});
