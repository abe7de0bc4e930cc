/** The COT import dialog: the report layout, then the file previewed (markets and weeks, row errors) and imported. */
import { useIntl } from '@umijs/max';
import { Segmented, Typography } from 'antd';
import { useState } from 'react';
import { COT_LAYOUTS, type CotImportBody, type CotLayout } from '@common/contract/position';
import { useImportCot, usePreviewCot } from '../service';
import ImportModal from './ImportModal';
import { COT_SAMPLES } from './samples';

export default function CotImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [layout, setLayout] = useState<CotLayout>('disaggregated');
  const preview = usePreviewCot();
  const commit = useImportCot();

  const sampleHref = COT_SAMPLES[layout];
  return (
    <ImportModal
      open={open}
      onClose={onClose}
      title={f('position.cot.import.title')}
      intro={f('position.cot.import.intro')}
      sample={{ href: sampleHref, name: sampleHref.split('/').pop() ?? '' }}
      fields={
        <>
          <Typography.Text>{f('position.cot.layout')}</Typography.Text>
          <Segmented
            aria-label={f('position.cot.layout')}
            value={layout}
            onChange={(v) => {
              setLayout(v as CotLayout);
              // A preview read in another layout says nothing about this one.
              preview.reset();
              commit.reset();
            }}
            options={COT_LAYOUTS.map((l) => ({ value: l, label: f(`position.cot.layout.${l}`) }))}
          />
        </>
      }
      bodyOf={(file): CotImportBody => ({ layout, ...file })}
      preview={preview}
      commit={commit}
      summary={(result) => (
        <>
          {f('position.cot.import.summary', { rows: result.count })}{' '}
          {result.markets
            .map((m) => f('position.cot.import.market', { market: m.market, code: m.marketCode, weeks: m.weeks, first: m.first, last: m.last }))
            .join('; ')}
        </>
      )}
    />
  );
}
