/**
 * An `events` panel: the economic calendar's releases from today to `days` days ahead in the reader's calendar time
 * zone (src/services/calendarReleases.ts, as the home page's card), optionally of some importance levels or linked to
 * some products: day and time, country, release and period, importance, actual / consensus / previous with the unit,
 * and the source of each figure. Sorted, filtered, paged and exported by the shared table; the frame exports it too.
 */
import { useIntl } from '@umijs/max';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import ClientTable from '@/components/ClientTable';
import LoadError from '@/components/LoadError';
import { type ReleaseRow, releaseRows, releaseWindow, useCalendarZone, useReleaseList } from '@/services/calendarReleases';
import type { CsvColumn } from '@/utils/csvExport';
import { specText } from '../specText';
import type { PanelViewProps } from '../types';
import { useReportContent } from './reportContent';

export default function EventsPanel({ panel, onContent }: PanelViewProps<'events'>) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const zone = useCalendarZone();
  const [now] = useState(() => Date.now());
  const window = useMemo(() => (zone.data ? releaseWindow(zone.data, now, panel.days) : null), [zone.data, now, panel.days]);
  const filters = useMemo(() => ({ importance: panel.importance, products: panel.products }), [panel.importance, panel.products]);
  const events = useReleaseList(window, filters);
  const rows = useMemo(() => (window && events.data ? releaseRows(events.data, window, now) : null), [window, events.data, now]);

  const figure = (v: number | null) => (v === null ? null : v);
  const exportColumns: CsvColumn<ReleaseRow>[] = [
    { title: f('events.col.day'), value: (r) => r.day },
    { title: f('events.col.time'), value: (r) => r.clock ?? f('pagePanels.events.allDay') },
    { title: f('events.col.country'), value: (r) => r.country },
    { title: f('events.col.event'), value: (r) => r.title },
    { title: f('events.col.period'), value: (r) => r.period },
    { title: f('events.col.importance'), value: (r) => r.importance },
    { title: f('events.col.actual'), value: (r) => figure(r.actual) },
    { title: f('events.col.consensus'), value: (r) => figure(r.consensus) },
    { title: f('events.col.previous'), value: (r) => figure(r.previous) },
    { title: f('events.col.unit'), value: (r) => r.unit },
    { title: f('events.col.source'), value: (r) => r.source },
  ];
  // biome-ignore lint/correctness/useExhaustiveDependencies: the export columns are made from f, which the language changes
  const table = useMemo(
    () => (rows ? { columns: exportColumns.map((c) => c.title), rows: rows.map((r) => exportColumns.map((c) => c.value(r) as string | number | null)) } : null),
    [rows, intl],
  );
  useReportContent(onContent, table, false);

  const number = (v: number | null) => (v === null ? '–' : intl.formatNumber(v, { maximumFractionDigits: 4 }));
  const columns: ColumnsType<ReleaseRow> = [
    {
      key: 'when',
      title: f('events.col.time'),
      render: (_, r) => `${r.day} ${r.clock ?? f('pagePanels.events.allDay')}`,
      sorter: (a, b) => a.releaseAt - b.releaseAt,
      defaultSortOrder: 'ascend',
    },
    { key: 'country', title: f('events.col.country'), dataIndex: 'country', sorter: (a, b) => a.country.localeCompare(b.country) },
    { key: 'event', title: f('events.col.event'), render: (_, r) => (r.period ? `${r.title} (${r.period})` : r.title) },
    { key: 'importance', title: f('events.col.importance'), dataIndex: 'importance', align: 'end', sorter: (a, b) => a.importance - b.importance },
    { key: 'actual', title: f('events.col.actual'), align: 'end', render: (_, r) => number(r.actual) },
    { key: 'consensus', title: f('events.col.consensus'), align: 'end', render: (_, r) => number(r.consensus) },
    { key: 'previous', title: f('events.col.previous'), align: 'end', render: (_, r) => number(r.previous) },
    { key: 'unit', title: f('events.col.unit'), dataIndex: 'unit' },
    { key: 'source', title: f('events.col.source'), dataIndex: 'source' },
  ];

  const error = zone.error ?? events.error;
  if (error)
    return (
      <LoadError
        error={error}
        onRetry={() => {
          void zone.refetch();
          void events.refetch();
        }}
      />
    );
  const title = specText(intl, panel.title);
  return (
    <div data-testid="events-panel" data-zone={window?.zone ?? ''}>
      <ClientTable<ReleaseRow>
        rows={rows ?? []}
        columns={columns}
        rowKey="id"
        loading={!rows}
        exportName={title}
        exportColumns={exportColumns}
        searchText={(r) => `${r.country} ${r.title} ${r.source}`}
        aria-label={title}
        emptyText={f('pagePanels.events.none', { days: panel.days, zone: window?.zone ?? '' })}
      />
    </div>
  );
}
