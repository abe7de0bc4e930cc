/**
 * The page's report (docs/page-specs.md, "The page as a report"): "Excel" writes one workbook with a sheet per panel
 * that has a table (the same table the panel's own export writes), named after the page and today's date;
 * "Print / PDF" opens the browser's print dialog on the page alone (print.less hides the console around it), where
 * "Save as PDF" makes the PDF; on a page that offers one, the daily digest (DigestButton.tsx). All hidden from the
 * printout itself.
 */
import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, message, Space } from 'antd';
import type { RefObject } from 'react';
import { REPORT_DIGEST_PREFIX } from '@common/contract/pageDigest';
import type { PageSpec } from '@common/contract/pageSpec';
import { exportWorkbook, sheetRows } from '@/utils/xlsxExport';
import DigestButton from './DigestButton';
import { tableColumns } from './PanelFrame';
import { specText } from './specText';
import type { PanelContent } from './types';
import './print.less';

export interface ReportButtonsProps {
  spec: PageSpec;
  contents: RefObject<Map<string, PanelContent>>;
  /** The route, when it offers a daily digest (DigestButton.tsx). */
  digestPage?: string;
}

export default function ReportButtons({ spec, contents, digestPage }: ReportButtonsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });

  const exportExcel = async () => {
    const sheets = spec.panels.flatMap((panel) => {
      const table = contents.current?.get(panel.id)?.table;
      return table && table.rows.length > 0 ? [{ name: specText(intl, panel.title) || panel.id, rows: sheetRows(table.rows, tableColumns(table)) }] : [];
    });
    if (sheets.length === 0) {
      void message.info(t('pageView.report.empty'));
      return;
    }
    const day = new Date().toISOString().slice(0, 10);
    await exportWorkbook(`${specText(intl, spec.title) || spec.id} ${day}`, sheets);
  };

  return (
    <Space wrap data-print="hide">
      <Button icon={<FileExcelOutlined />} onClick={() => void exportExcel()} data-testid="report-excel">
        {t('pageView.report.excel')}
      </Button>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="report-print">
        {t('pageView.report.print')}
      </Button>
      {digestPage && <DigestButton page={digestPage} weekly={digestPage.startsWith(REPORT_DIGEST_PREFIX)} />}
    </Space>
  );
}
