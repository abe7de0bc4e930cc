/**
 * The preview over history before saving: the checked formula evaluated by the server over stored bars with the
 * rates in force on each date (`/v2/strategy/preview`), drawn with the shared `<Chart>`. Asked only with the button,
 * and only once the formula checks out.
 */
import { useIntl } from '@umijs/max';
import { Button, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import type { BodyOf } from '@common/contract/endpoints';
import Chart from '@/components/Chart';
import { failureMessage } from '@/utils/apiError';
import { usePreview, type CHECK_PATH, type PREVIEW_PATH } from '../service';

export interface PreviewPanelProps {
  /** The checked formula; null while it does not check out. */
  body: BodyOf<typeof CHECK_PATH> | null;
  precision: number;
}

export default function PreviewPanel({ body, precision }: PreviewPanelProps) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const [interval, setInterval] = useState<'1d' | '1m'>('1d');
  const [asked, setAsked] = useState<BodyOf<typeof PREVIEW_PATH> | null>(null);
  const preview = usePreview(asked);
  return (
    <section aria-label={f('strategy.editor.previewTitle')}>
      <Space style={{ marginBottom: 8 }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {f('strategy.editor.previewTitle')}
        </Typography.Title>
        <Segmented
          value={interval}
          onChange={(v) => setInterval(v as '1d' | '1m')}
          options={(['1d', '1m'] as const).map((v) => ({ value: v, label: f(`strategy.editor.previewInterval.${v}`) }))}
        />
        <Button disabled={body === null} onClick={() => body && setAsked({ ...body, interval })}>
          {f('strategy.action.preview')}
        </Button>
      </Space>
      {asked === null ? (
        <Typography.Paragraph type="secondary">{f('strategy.editor.previewEmpty')}</Typography.Paragraph>
      ) : (
        <Chart
          title={f('strategy.editor.previewTitle')}
          height={260}
          loading={preview.isFetching}
          error={preview.isError ? failureMessage(preview.error) : null}
          onRetry={() => void preview.refetch()}
          demo={preview.data?.demo}
          precision={precision}
          series={preview.data ? [{ name: asked.formula, unit: preview.data.unit, points: preview.data.points }] : []}
        />
      )}
    </section>
  );
}
