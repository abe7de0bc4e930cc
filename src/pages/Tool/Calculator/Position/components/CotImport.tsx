/** The COT import dialog: the report layout, then the file previewed (markets and weeks, row errors) and imported. */
import { useIntl } from '@umijs/max';
import { Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { COT_LAYOUTS, type CotImportBody, type CotLayout } from '@common/contract/position';
import { useImportCot, usePreviewCot } from '../service';
import ImportModal, { type PickedFile } from './ImportModal';
import { COT_SAMPLES } from './samples';

export default function CotImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [layout, setLayout] = useState<CotLayout>('disaggregated');
  const [body, setBody] = useState<CotImportBody | null>(null);
  const preview = usePreviewCot();
  const commit = useImportCot();
  const result = preview.data?.data;

  const onPreview = (file: PickedFile) => {
    const next = { layout, ...file };
    setBody(next);
    commit.reset();
    preview.mutate(next);
  };
  const sampleHref = COT_SAMPLES[layout];
  return (
    <ImportModal
      open={open}
      onClose={onClose}
      title={f('position.cot.import.title')}
      intro={f('position.cot.import.intro')}
      sample={{ href: sampleHref, name: sampleHref.split('/').pop() ?? '' }}
      controls={
        <Space wrap>
          <Typography.Text>{f('position.cot.layout')}</Typography.Text>
          <Segmented
            aria-label={f('position.cot.layout')}
            value={layout}
            onChange={(v) => {
              setLayout(v as CotLayout);
              setBody(null);
              preview.reset();
              commit.reset();
            }}
            options={COT_LAYOUTS.map((l) => ({ value: l, label: f(`position.cot.layout.${l}`) }))}
          />
        </Space>
      }
      onPreview={onPreview}
      previewing={preview.isPending}
      previewError={preview.error}
      errors={result && body?.layout === result.layout ? result.errors : null}
      summary={
        result && body?.layout === result.layout ? (
          <Typography.Paragraph style={{ margin: 0 }}>
            {f('position.cot.import.summary', { rows: result.count })}{' '}
            {result.markets
              .map((m) => f('position.cot.import.market', { market: m.market, code: m.marketCode, weeks: m.weeks, first: m.first, last: m.last }))
              .join('; ')}
          </Typography.Paragraph>
        ) : null
      }
      canImport={!!result && !!body && result.errors.length === 0 && result.rows.length > 0 && !commit.isSuccess}
      onImport={() => body && commit.mutate(body)}
      importing={commit.isPending}
      importError={commit.error}
      written={commit.isSuccess ? commit.data.data.written : null}
    />
  );
}
