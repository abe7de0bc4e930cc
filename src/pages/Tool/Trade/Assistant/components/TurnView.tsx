/**
 * One question and its answer: the steps (numbered, citable), the answer with its citations and unverified figures
 * marked, the number check's counts, why the turn ended when it did not simply answer, and the charts of the steps
 * that returned a series.
 */
import { CheckCircleOutlined, ExclamationCircleOutlined, UserOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Card, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { TurnView as Turn } from '../turns';
import AnswerText from './AnswerText';
import StepChart from './StepChart';
import StepList, { stepAnchor } from './StepList';

export default function TurnView({ turn, streaming = false }: { turn: Turn; streaming?: boolean }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState<string[]>([]);
  const cite = (n: number) => {
    setOpen((keys) => (keys.includes(String(n)) ? keys : [...keys, String(n)]));
    document.getElementById(stepAnchor(turn.key, n))?.scrollIntoView?.({ block: 'nearest' });
  };
  const unverified = turn.check?.unverified ?? [];
  const charts = turn.steps.filter((s) => s.output?.series);

  return (
    <div className="assistant-turn" data-testid="assistant-turn">
      <Space align="start" style={{ marginBottom: 8 }}>
        <UserOutlined aria-hidden />
        <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }} data-testid="assistant-question">
          {turn.question}
        </Typography.Paragraph>
      </Space>
      <Card size="small" variant="outlined">
        <Space direction="vertical" style={{ width: '100%' }}>
          <StepList turnKey={turn.key} steps={turn.steps} open={open} onOpen={setOpen} />
          {turn.answer ? <AnswerText text={turn.answer} unverified={unverified} steps={turn.steps.length} onCite={cite} /> : null}
          {streaming && !turn.answer ? <Spin size="small" aria-label={f('assistant.thinking')} /> : null}
          {turn.check ? (
            <Space wrap size={4} data-testid="assistant-check">
              <Tag icon={<CheckCircleOutlined />} color="success">
                {f('assistant.check.verified', { count: turn.check.verified.length })}
              </Tag>
              {unverified.length ? (
                <Tag icon={<ExclamationCircleOutlined />} color="warning">
                  {f('assistant.check.unverified', { count: unverified.length })}
                </Tag>
              ) : null}
            </Space>
          ) : null}
          {turn.end && turn.end !== 'answered' ? (
            <Alert type={turn.end === 'cancelled' ? 'info' : 'warning'} showIcon message={f(`assistant.end.${turn.end}`)} />
          ) : null}
          {charts.map((s) =>
            s.output?.series ? (
              <div key={s.toolCallId}>
                <Typography.Text type="secondary">{f('assistant.chart.from', { n: s.n, tool: s.tool })}</Typography.Text>
                <StepChart series={s.output.series} input={s.input} />
              </div>
            ) : null,
          )}
        </Space>
      </Card>
    </div>
  );
}
