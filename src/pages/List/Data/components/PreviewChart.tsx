/**
 * The live preview of the definition being edited: the last year of days through /v2/dataSet/preview, drawn with the
 * one <Chart> (DEMO badge when any input is demo). Data sets are history only, which it says.
 */
import { Alert, Space, Typography } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import type { DataSetDefinition } from '@common/contract/dataSet';
import Chart, { type ChartSeries } from '@/components/Chart';
import DemoBadge from '@/components/DemoBadge';
import { failureMessage, fieldMessages } from '@/utils/apiError';
import { useDataSetPreview } from '../service';
import { useText } from './useText';

export default function PreviewChart({ definition, name }: { definition: DataSetDefinition | null; name: string }) {
  const t = useText();
  // Typing a formula asks again once the typing pauses for a render, not on every key.
  const deferred = useDeferredValue(definition);
  const preview = useDataSetPreview(deferred);
  const data = preview.data;
  const series = useMemo<ChartSeries[]>(() => (data ? [{ name: name || t('dataSet.editor.new'), unit: data.unit, points: data.points }] : []), [data, name, t]);
  if (!definition) return <Typography.Text type="secondary">{t('dataSet.preview.empty')}</Typography.Text>;
  const fields = preview.isError ? Object.entries(fieldMessages(preview.error)) : [];
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }} data-testid="dataset-preview">
      <Space>
        <Typography.Text type="secondary">{t('dataSet.preview.historyOnly')}</Typography.Text>
        <DemoBadge show={!!data?.demo && !preview.isError} />
      </Space>
      {preview.isError && (
        <Alert
          type="error"
          showIcon
          message={failureMessage(preview.error)}
          description={fields.length ? fields.map(([f, m]) => `${f}: ${m}`).join('; ') : undefined}
          data-testid="preview-error"
        />
      )}
      {!preview.isError && data && data.points.length === 0 && <Alert type="info" showIcon message={t('dataSet.preview.noPoints')} />}
      {!preview.isError && <Chart title={t('dataSet.preview.title')} series={series} demo={!!data?.demo} loading={preview.isFetching} height={280} />}
    </Space>
  );
}
