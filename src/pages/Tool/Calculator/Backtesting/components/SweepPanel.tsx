/**
 * Parameter sweep: a grid editor (values per parameter, the point count), "Estimate" (points x bars, seconds),
 * "Run sweep" (a large one asks for confirmation with the estimate and is resent with confirm), progress from the
 * stream topic `job:<id>`, Cancel, and the heat map once done (a cell loads that point as a run).
 */
import { Alert, Button, Card, Descriptions, Input, Modal, Progress, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { RunBody, SweepBody, SweepEstimate } from '@common/contract/backtesting';
import { isApiError } from '@common/contract/errors';
import { gridSize, SWEEP_PARAMETERS } from '@common/domain/backtest';
import { useStream } from '@/services/stream';
import { failureMessage, failureOf } from '@/utils/apiError';
import { useCancelSweep, useEstimateSweep, useStartSweep, useSweepJob } from '../service';
import HeatMap from './HeatMap';
import { useText } from './useText';

type Grid = SweepBody['grid'];

/** "10, 20, 30" or "10:50:10" (from:to:step) as the values; null when a value is not a number. */
export function parseValues(textValue: string): number[] | null {
  const s = textValue.trim();
  if (s === '') return [];
  const range = /^(-?[\d.]+)\s*:\s*(-?[\d.]+)\s*:\s*([\d.]+)$/.exec(s);
  if (range) {
    const [from, to, step] = range.slice(1).map(Number);
    if (!(step > 0) || to < from) return null;
    const out: number[] = [];
    for (let v = from; v <= to + step * 1e-9 && out.length <= 1000; v += step) out.push(Math.round(v * 1e9) / 1e9);
    return out;
  }
  const values = s.split(/[,\s]+/).map(Number);
  return values.every(Number.isFinite) ? values : null;
}

export default function SweepPanel({ body, onPick }: { body: RunBody | null; onPick: (point: Record<string, number>) => void }) {
  const text = useText();
  const kind = body?.rule?.kind ?? 'zScore';
  const params: readonly string[] = SWEEP_PARAMETERS[kind];
  const [texts, setTexts] = useState<Record<string, string>>({ window: '20:120:20', entry: '1, 1.5, 2, 2.5', fast: '5:20:5', slow: '40:120:20' });
  const [jobId, setJobId] = useState<string | null>(null);
  const [estimate, setEstimate] = useState<SweepEstimate | null>(null);
  const [confirming, setConfirming] = useState<SweepBody | null>(null);
  const [error, setError] = useState<string | null>(null);
  const estimateCall = useEstimateSweep();
  const start = useStartSweep();
  const cancel = useCancelSweep();
  const progress = useStream(jobId ? `job:${jobId}` : null);
  const status = progress.data?.status;
  const job = useSweepJob(jobId, status === 'done');

  const parsed = useMemo(() => Object.fromEntries(params.map((p) => [p, parseValues(texts[p] ?? '')])), [params, texts]);
  const invalid = params.filter((p) => parsed[p] === null);
  const grid: Grid = Object.fromEntries(params.filter((p) => (parsed[p]?.length ?? 0) > 0).map((p) => [p, parsed[p]])) as Grid;
  const points = Object.keys(grid).length ? gridSize(grid as Record<string, number[]>) : 0;
  const sweepBody: SweepBody | null = body && body.mode === 'rule' && points > 0 && invalid.length === 0 ? { ...body, grid } : null;

  const send = async (b: SweepBody) => {
    setError(null);
    try {
      const res = await start.mutateAsync(b);
      setEstimate(res.data);
      setJobId(res.data.jobId);
    } catch (err) {
      if (isApiError(failureOf(err), 'backtestConfirm')) {
        const est = await estimateCall.mutateAsync(b).catch(() => null);
        if (est) setEstimate(est.data);
        setConfirming({ ...b, confirm: true });
        return;
      }
      setError(failureMessage(err));
    }
  };

  return (
    <Card size="small" title={text('sweep.title')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {body?.mode !== 'rule' ? <Alert type="info" message={text('sweep.needsRule')} /> : null}
        <Typography.Text type="secondary">{text('sweep.gridHint')}</Typography.Text>
        {params.map((p) => (
          <Input
            key={p}
            prefix={`${text(`param.${p}`)}:`}
            aria-label={text('sweep.values', { param: text(`param.${p}`) })}
            value={texts[p] ?? ''}
            status={parsed[p] === null ? 'error' : undefined}
            onChange={(e) => {
              setEstimate(null);
              setTexts((cur) => ({ ...cur, [p]: e.target.value }));
            }}
          />
        ))}
        <Typography.Text data-testid="sweep-points">{text('sweep.points', { points })}</Typography.Text>
        {estimate ? (
          <Descriptions size="small" column={3} data-testid="sweep-estimate">
            <Descriptions.Item label={text('sweep.bars')}>{estimate.bars}</Descriptions.Item>
            <Descriptions.Item label={text('sweep.pointBars')}>{estimate.pointBars}</Descriptions.Item>
            <Descriptions.Item label={text('sweep.seconds')}>{estimate.estimateSeconds}</Descriptions.Item>
          </Descriptions>
        ) : null}
        <Space>
          <Button
            disabled={!sweepBody}
            loading={estimateCall.isPending}
            onClick={() =>
              sweepBody &&
              estimateCall.mutateAsync(sweepBody).then(
                (r) => setEstimate(r.data),
                (e) => setError(failureMessage(e)),
              )
            }
          >
            {text('sweep.estimate')}
          </Button>
          <Button type="primary" disabled={!sweepBody || status === 'running'} loading={start.isPending} onClick={() => sweepBody && void send(sweepBody)}>
            {text('sweep.run')}
          </Button>
          {jobId && status === 'running' ? (
            <Button danger onClick={() => cancel.mutate({ jobId })}>
              {text('sweep.cancel')}
            </Button>
          ) : null}
        </Space>
        {error ? <Alert type="error" message={error} /> : null}
        {jobId && progress.data ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Progress
              aria-label={text('sweep.progress')}
              percent={progress.data.total ? Math.floor((progress.data.done / progress.data.total) * 100) : 0}
              status={status === 'cancelled' || status === 'failed' ? 'exception' : status === 'done' ? 'success' : 'active'}
            />
            <Typography.Text data-testid="sweep-status">
              {text(`sweep.status.${progress.data.status}`, { done: progress.data.done, total: progress.data.total })}
            </Typography.Text>
          </Space>
        ) : null}
        {job.data?.rows ? <HeatMap rows={job.data.rows} parameters={job.data.parameters} onPick={onPick} /> : null}
      </Space>
      <Modal
        open={confirming !== null}
        title={text('sweep.confirmTitle')}
        okText={text('sweep.confirmOk')}
        cancelText={text('sweep.confirmCancel')}
        onCancel={() => setConfirming(null)}
        onOk={() => {
          const b = confirming;
          setConfirming(null);
          if (b) void send(b);
        }}
      >
        <Typography.Paragraph data-testid="sweep-confirm-text">
          {estimate
            ? text('sweep.confirmText', { points: estimate.points, bars: estimate.bars, seconds: estimate.estimateSeconds })
            : text('sweep.confirmPlain')}
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}
