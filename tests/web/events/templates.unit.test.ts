/**
 * The import templates carry the documented columns (docs/research/calendar.md, "CSV and Excel") in order, and
 * their example rows have what a row needs (date, country, currency, event) with zones as IANA names, so the CSV
 * export's formula defusing (a leading `+`) never touches them.
 */
import { TEMPLATE_COLUMNS, TEMPLATE_ROWS, templateCsv } from '@/pages/Tool/Calendar/Events/components/templates';

test('the CSV template: documented header, then the example rows unchanged', () => {
  const lines = templateCsv().trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'uid,event_key,date,time,timezone,country,currency,event,period,importance,status,actual,consensus,previous,revised,unit,source,products',
  );
  expect(lines).toHaveLength(1 + TEMPLATE_ROWS.length);
  expect(lines[1]).toBe('us-cpi-2026-11,US.CPI.YOY,2026-12-10,08:30,America/New_York,US,USD,CPI YoY,2026-11,high,official,,3.1,3,,%,BLS,HSFO;PTA');
  expect(lines[2]).toBe('cn-pmi-2026-12,CN.PMI,2026-12-31,,,CN,CNY,Manufacturing PMI,2026-12,medium,official,,50.2,49.8,,,NBS,PX');
  for (const row of TEMPLATE_ROWS) for (const column of ['date', 'country', 'currency', 'event'] as const) expect(row[column]).toBeTruthy();
  expect(TEMPLATE_COLUMNS).toHaveLength(18);
});
