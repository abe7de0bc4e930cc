/**
 * The frame of one panel (issue 20): title, note, "DEMO DATA" when the panel reports demo content, the CSV and Excel
 * export of exactly the table the panel reports (the app's one CSV writer and one workbook writer), and the user's
 * layout choices: collapse and hide. Charts export their PNG from the shared <Chart>'s own toolbar. The panel's
 * component comes from the registry, loaded on first use; a kind not registered yet says so.
 */
import { DownloadOutlined, EyeInvisibleOutlined, FileExcelOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Card, Skeleton, Space, Tooltip, Typography } from 'antd';
import { type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import type { PanelSpec, SpecUnit } from '@common/contract/pageSpec';
import DemoBadge from '@/components/DemoBadge';
import { type CsvColumn, exportCsv } from '@/utils/csvExport';
import { exportXlsx } from '@/utils/xlsxExport';
import { ROW_HEIGHT_PX } from './grid';
import type { PanelChoice } from './layoutStore';
import { panelComponentOf } from './panelRegistry';
import { specText } from './specText';
import type { PanelContent, PanelTable, PanelViewProps } from './types';
import type { PanelWithholding } from './withheld';
import WithheldNotice from './WithheldNotice';

type Row = PanelTable['rows'][number];

/** The panel's table as the export writers take it: one column per header, cells as reported. */
export function tableColumns(table: PanelTable): CsvColumn<Row>[] {
  return table.columns.map((title, i) => ({ title, value: (row: Row) => row[i] }));
}

export interface PanelFrameProps {
  panel: PanelSpec;
  unit: SpecUnit | null;
  choice: PanelChoice;
  onChoice: (choice: PanelChoice) => void;
  /** Every content the panel reports, for the page's report (one sheet per panel). */
  onReport?: (panelId: string, content: PanelContent) => void;
  /** On a published report: what the reader may not read of this panel (withheld.ts); null or absent elsewhere. */
  withholding?: PanelWithholding | null;
  /** More buttons beside the frame's own (the report page's "subscribe"). */
  extra?: ReactNode;
  /** False where hiding means nothing (home's subscribed charts: removing is the subscriptions page's). */
  canHide?: boolean;
}

export default function PanelFrame({ panel: specPanel, unit, choice, onChoice, onReport, withholding, extra, canHide = true }: PanelFrameProps) {
  // A panel with some series withheld is drawn without them; one withheld whole or blocked is not drawn (no call).
  const panel = withholding?.state === 'partial' ? withholding.panel : specPanel;
  const notDrawn = withholding?.state === 'whole' || withholding?.state === 'blocked';
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const title = specText(intl, panel.title);
  const note = specText(intl, panel.note);
  // The table is read at export time only; a live panel reports on every tick without re-rendering the frame.
  const content = useRef<PanelContent | null>(null);
  const [demo, setDemo] = useState(false);
  const [hasTable, setHasTable] = useState(false);
  // Drawn: the panel has reported its content (a table, null only while loading); a text panel has no data to wait
  // for. `data-drawn` below is what the bench's first-render figure waits for (scripts/bench/productPages.ts).
  const [drawn, setDrawn] = useState(panel.kind === 'text' || notDrawn);
  const report = useRef(onReport);
  report.current = onReport;
  const onContent = useCallback(
    (next: PanelContent) => {
      content.current = next;
      report.current?.(panel.id, next);
      setDemo(next.demo);
      setHasTable(next.table !== null && next.table.rows.length > 0);
      if (next.table !== null) setDrawn(true);
    },
    [panel.id],
  );
  const Panel = panelComponentOf(panel.kind) as React.ComponentType<PanelViewProps<typeof panel.kind>>;
  const collapsed = Boolean(choice.collapsed);
  const canExport = hasTable && !collapsed;

  const exportAs = (format: 'csv' | 'xlsx') => {
    const table = content.current?.table;
    if (!table) return;
    if (format === 'csv') exportCsv(title, table.rows, tableColumns(table));
    else void exportXlsx(title, title, table.rows, tableColumns(table));
  };

  return (
    <Card
      size="small"
      data-testid="page-panel"
      data-panel={panel.id}
      data-drawn={drawn}
      title={
        <Space size={6} wrap style={{ whiteSpace: 'normal' }}>
          <span>{title}</span>
          <DemoBadge show={demo && !collapsed} />
        </Space>
      }
      extra={
        <Space size={2}>
          {extra}
          <Tooltip title={t('pageView.export.csv')}>
            <Button
              size="small"
              type="text"
              icon={<DownloadOutlined />}
              aria-label={t('pageView.export.csvOf', { title })}
              disabled={!canExport}
              onClick={() => exportAs('csv')}
            />
          </Tooltip>
          <Tooltip title={t('pageView.export.xlsx')}>
            <Button
              size="small"
              type="text"
              icon={<FileExcelOutlined />}
              aria-label={t('pageView.export.xlsxOf', { title })}
              disabled={!canExport}
              onClick={() => exportAs('xlsx')}
            />
          </Tooltip>
          <Tooltip title={t(collapsed ? 'pageView.panel.expand' : 'pageView.panel.collapse')}>
            <Button
              size="small"
              type="text"
              icon={collapsed ? <DownOutlined /> : <UpOutlined />}
              aria-label={t(collapsed ? 'pageView.panel.expandOf' : 'pageView.panel.collapseOf', { title })}
              aria-expanded={!collapsed}
              onClick={() => onChoice({ ...choice, collapsed: !collapsed })}
            />
          </Tooltip>
          {canHide && (
            <Tooltip title={t('pageView.panel.hide')}>
              <Button
                size="small"
                type="text"
                icon={<EyeInvisibleOutlined />}
                aria-label={t('pageView.panel.hideOf', { title })}
                onClick={() => onChoice({ ...choice, hidden: true })}
              />
            </Tooltip>
          )}
        </Space>
      }
      styles={{ body: collapsed ? { display: 'none' } : { minHeight: panel.layout.h * ROW_HEIGHT_PX } }}
    >
      {!collapsed && (
        <>
          {note && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {note}
            </Typography.Paragraph>
          )}
          {withholding && <WithheldNotice withholding={withholding} />}
          {!notDrawn && (
            <Suspense fallback={<Skeleton active />}>
              <Panel panel={panel} unit={unit} onContent={onContent} />
            </Suspense>
          )}
        </>
      )}
    </Card>
  );
}
