/** The member ranking import dialog: the exchange and trading day, then the file previewed (contracts, row errors) and imported. */
import { useIntl } from '@umijs/max';
import { DatePicker, Segmented } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { RANKING_EXCHANGES, type RankingExchange, type RankingImportBody } from '@common/contract/position';
import { useImportRanking, usePreviewRanking } from '../service';
import ImportModal from './ImportModal';
import { RANKING_SAMPLE_DATE, RANKING_SAMPLES } from './samples';

export default function RankingImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [exchange, setExchange] = useState<RankingExchange>('SHFE');
  const [date, setDate] = useState<string>(RANKING_SAMPLE_DATE);
  const preview = usePreviewRanking();
  const commit = useImportRanking();
  // A preview read for another exchange or day says nothing about this one.
  const changed = () => {
    preview.reset();
    commit.reset();
  };

  const sampleHref = RANKING_SAMPLES[exchange];
  return (
    <ImportModal
      open={open}
      onClose={onClose}
      title={f('position.ranking.import.title')}
      intro={f('position.ranking.import.intro')}
      sample={{ href: sampleHref, name: sampleHref.split('/').pop() ?? '' }}
      fields={
        <>
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
        </>
      }
      bodyOf={(file): RankingImportBody => ({ exchange, date, ...file })}
      preview={preview}
      commit={commit}
      summary={(result) => (
        <>
          {f('position.ranking.import.summary', { rows: result.count, dropped: result.dropped })}{' '}
          {result.contracts
            .map((c) => f('position.ranking.import.contract', { contract: c.contract, volume: c.volume, long: c.long, short: c.short }))
            .join('; ')}
        </>
      )}
    />
  );
}
