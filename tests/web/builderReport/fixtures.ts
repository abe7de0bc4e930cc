/** A published report as report/spec answers it (issue 22): three panels, one series withheld, one panel blocked. */
import type { ReportSpecData } from '@common/contract/reportSpec';
import type { Subscription } from '@common/contract/subscribe';

export const FU = 'spread:fu_inner_outer_usd_t';
export const BRENT = 'ds:eia:RBRTE';

export function reportSpecOf(values: Record<string, string> = { series: 'RBRTE' }): ReportSpecData {
  const eia = `ds:eia:${values.series}`;
  return {
    title: 'Fuel-oil morning',
    version: 3,
    variables: { series: 'RBRTE' },
    values,
    spec: {
      specVersion: 1,
      id: 'r-fuel-oil-morning',
      title: { text: 'Fuel-oil morning' },
      panels: [
        { id: 'fu', kind: 'history', title: { text: 'FU inner/outer' }, layout: { w: 12, h: 4 }, series: [{ address: FU }] },
        { id: 'both', kind: 'history', title: { text: `${values.series} and FU` }, layout: { w: 12, h: 4 }, series: [{ address: eia }, { address: FU }] },
        { id: 'cal', kind: 'events', title: { text: 'Releases' }, layout: { w: 24, h: 3 }, days: 3 },
      ],
    },
    withheld: { [FU]: 'forbidden' },
    panelWithheld: { fu: [FU], both: [FU] },
    blocked: { cal: { call: '/v2/calendar/event/list', access: 'auth_tool_calendar_events' } },
  };
}

export const subscriptionOf = (over: Partial<Subscription> = {}): Subscription => ({
  id: 's-1',
  slug: 'fuel-oil-morning',
  panelId: 'both',
  variables: { series: 'RBRTE' },
  position: 0,
  w: 12,
  reportTitle: 'Fuel-oil morning',
  panelTitle: 'RBRTE and FU',
  createdAt: Date.parse('2026-03-02T00:00:00Z'),
  ...over,
});
