/** The member ranking import dialog: the exchange and trading day, then the file previewed (contracts, row errors) and imported. */
import { useIntl } from '@umijs/max';
import { DatePicker, Segmented, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { RANKING_EXCHANGES, type RankingExchange, type RankingImportBody } from '@common/contract/position';
import { useImportRanking, usePreviewRanking } from '../service';
import ImportModal, { type PickedFile } from './ImportModal';
import { RANKING_SAMPLE_DATE, RANKING_SAMPLES } from './samples';

export default function RankingImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [exchange, setExchange] = useState<RankingExchange>('SHFE');
  const [date, setDate] = useState<string>(RANKING_SAMPLE_DATE);
  const [body, setBody] = useState<RankingImportBody | null>(null);
  const preview = usePreviewRanking();
  const commit = useImportRanking();
  const result = preview.data?.data;
  const current = !!result && !!body && result.exchange === body.exchange && result.date === body.date;
  const changed = () => {
    setBody(null);
    preview.reset();
    commit.reset();
  };

  const onPreview = (file: PickedFile) => {
    const next = { exchange, date, ...file };
    setBody(next);
    commit.reset();
    preview.mutate(next);
  };
  const sampleHref = RANKING_SAMPLES[exchange];
  return (
    <ImportModal
      open={open}
      onClose={onClose}
      title={f('position.ranking.import.title')}
      intro={f('position.ranking.import.intro')}
      sample={{ href: sampleHref, name: sampleHref.split('/').pop() ?? '' }}
      controls={
        <Space wrap>
          <Segmented
            aria-label={f('position.ranking.exchange')}
            value={exchange}
            onChange={(v) => {
              setExchange(v as RankingExchange);
              changed();
            }}
            options={RANKING_EXCHANGES.map((x) => ({ value: x, label: f(`position.ranking.exchange.${x}`) }))}
          />
          <DatePicker
            aria-label={f('position.ranking.date')}
            allowClear={false}
            value={dayjs(date)}
            onChange={(d) => {
              if (d) setDate(d.format('YYYY-MM-DD'));
              changed();
            }}
          />
        </Space>
      }
      onPreview={onPreview}
      previewing={preview.isPending}
      previewError={preview.error}
      errors={current && result ? result.errors : null}
      summary={
        current && result ? (
          <Typography.Paragraph style={{ margin: 0 }}>
            {f('position.ranking.import.summary', { rows: result.count, dropped: result.dropped })}{' '}
            {result.contracts
              .map((c) => f('position.ranking.import.contract', { contract: c.contract, volume: c.volume, long: c.long, short: c.short }))
              .join('; ')}
          </Typography.Paragraph>
        ) : null
      }
      canImport={current && !!result && result.errors.length === 0 && result.count > 0 && !commit.isSuccess}
      onImport={() => body && commit.mutate(body)}
      importing={commit.isPending}
      importError={commit.error}
      written={commit.isSuccess ? commit.data.data.written : null}
    />
  );
}
