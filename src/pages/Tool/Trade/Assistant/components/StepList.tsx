/**
 * The steps of one answer: each tool call numbered as the answer cites it, with the tool's name and the call behind
 * it, ok or refused, its time, and (opened) its arguments and the compact result the model read (a series' chart is
 * drawn under the answer: TurnView).
 */
import { useIntl } from '@umijs/max';
import { Collapse, Space, Spin, Tag, Typography } from 'antd';
import type { StepView } from '../turns';

export const stepAnchor = (turnKey: string, n: number) => `assistant-step-${turnKey}-${n}`;

interface Props {
  turnKey: string;
  steps: readonly StepView[];
  open: readonly string[];
  onOpen: (keys: string[]) => void;
}

const json = (value: unknown) => JSON.stringify(value ?? {}, null, 2);

export default function StepList({ turnKey, steps, open, onOpen }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (!steps.length) return null;
  return (
    <Collapse
      size="small"
      activeKey={[...open]}
      onChange={(keys) => onOpen(typeof keys === 'string' ? [keys] : keys)}
      items={steps.map((step) => ({
        key: String(step.n),
        label: (
          <Space wrap size={4} id={stepAnchor(turnKey, step.n)} data-testid="assistant-step">
            <Typography.Text strong>[{step.n}]</Typography.Text>
            <Typography.Text code>{step.tool}</Typography.Text>
            {step.path ? <Typography.Text type="secondary">{step.path}</Typography.Text> : null}
            {step.output === null ? (
              <Spin size="small" aria-label={f('assistant.step.running')} />
            ) : step.output.ok ? (
              <Tag color="success">{f('assistant.step.ok')}</Tag>
            ) : (
              <Tag color="error">{f('assistant.step.refused', { status: step.output.status })}</Tag>
            )}
            {step.output ? <Typography.Text type="secondary">{f('assistant.step.ms', { ms: step.output.ms })}</Typography.Text> : null}
            {step.output?.series ? <Tag>{f('assistant.step.series')}</Tag> : null}
          </Space>
        ),
        children: (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{f('assistant.step.input')}</Typography.Text>
            <pre className="assistant-code" dir="ltr">
              {json(step.input)}
            </pre>
            {step.output ? (
              <>
                <Typography.Text type="secondary">{f('assistant.step.result')}</Typography.Text>
                <pre className="assistant-code assistant-result" dir="ltr">
                  {step.output.result}
                </pre>
              </>
            ) : null}
          </Space>
        ),
      }))}
    />
  );
}
