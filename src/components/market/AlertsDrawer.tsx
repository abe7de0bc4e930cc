/**
 * The caller's alert rules on one strategy: add one (level crossed, z-score beyond a bound, percentile band left;
 * a re-arm margin; an optional webhook), see each rule's state and fired history, delete. Rules are the caller's
 * own; the server checks the target and the parameters and answers field errors shown at their fields.
 */
import { useIntl } from '@umijs/max';
import { Alert, Button, Drawer, Form, Input, InputNumber, message, Popconfirm, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AlertKind, AlertRule, Strategy } from '@common/contract/strategy';
import { failureMessage, failureOf } from '@/utils/apiError';
import { DATE_TIME_SECONDS } from '@/utils/dateTime';
import { hasMessage } from '@/utils/i18n';
import { useAlertHistory, useAlertRules, useDeleteAlert, useSaveAlert } from '@/services/market/alerts';

interface AlertForm {
  kind: AlertKind;
  level?: number;
  direction?: 'up' | 'down';
  window?: number;
  bound?: number;
  low?: number;
  high?: number;
  margin?: number;
  webhookUrl?: string;
  active: boolean;
}

const INITIAL: AlertForm = { kind: 'level', direction: 'up', window: 60, bound: 2, low: 10, high: 90, margin: 0, active: true };

/** The parameters the kind uses (the others are not sent). */
export function paramsOf(v: AlertForm): AlertRule['params'] {
  const margin = v.margin ?? 0;
  if (v.kind === 'level') return { level: v.level, direction: v.direction ?? 'up', margin };
  if (v.kind === 'zscore') return { window: v.window, bound: v.bound, margin };
  return { window: v.window, low: v.low, high: v.high, margin };
}

export default function AlertsDrawer({ strategy, onClose }: { strategy: Strategy | null; onClose: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form] = Form.useForm<AlertForm>();
  const kind = Form.useWatch('kind', form) ?? 'level';
  const windowSize = Form.useWatch('window', form) ?? INITIAL.window;
  const open = strategy !== null;
  const rules = useAlertRules(open);
  const history = useAlertHistory(open);
  const save = useSaveAlert();
  const remove = useDeleteAlert();
  const [error, setError] = useState<string | null>(null);
  const target = strategy ? `spread:${strategy.id}` : '';
  const mine = (rules.data?.items ?? []).filter((r) => r.target === target);
  const events = (history.data?.items ?? []).filter((e) => e.target === target);

  const onSave = async (v: AlertForm) => {
    setError(null);
    try {
      await save.mutateAsync({ target, kind: v.kind, params: paramsOf(v), webhookUrl: v.webhookUrl?.trim() || null, active: v.active });
      message.success(f('strategy.alert.saved'));
      form.resetFields();
    } catch (err) {
      const fields = Object.entries(failureOf(err)?.fields ?? {});
      const formField = (name: string) => (name.startsWith('params.') ? name.slice('params.'.length) : name);
      if (fields.length > 0)
        form.setFields(
          fields.map(([name, key]) => ({ name: formField(name) as keyof AlertForm, errors: [hasMessage(key) ? f(key) : f('validation.invalid')] })),
        );
      else setError(failureMessage(err));
    }
  };

  const describe = (r: AlertRule) => {
    const p = r.params;
    if (r.kind === 'level') return `${f(`strategy.alert.direction.${p.direction ?? 'up'}`)} ${p.level}`;
    // The window and that the current value is not in it, next to the number (docs/domain.md, "z-score and percentile").
    if (r.kind === 'zscore') return `|z| ≥ ${p.bound} · ${f('stats.zScore.basis', { window: p.window ?? '' })}`;
    return `${p.low}–${p.high} · ${f('stats.percentile.basis', { window: p.window ?? '' })}`;
  };
  const stateOf = (r: AlertRule) => (r.armed === null ? 'unknown' : r.armed ? 'armed' : 'fired');

  return (
    <Drawer open={open} onClose={onClose} width={720} title={strategy ? f('strategy.alert.title', { name: strategy.name }) : ''} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {rules.isError && <Alert type="error" showIcon message={failureMessage(rules.error)} style={{ marginBottom: 12 }} />}
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        loading={rules.isLoading}
        dataSource={mine}
        locale={{ emptyText: f('strategy.alert.none') }}
        columns={[
          { key: 'kind', title: f('strategy.alert.kind'), render: (_, r) => f(`strategy.alert.kind.${r.kind}`) },
          { key: 'params', title: f('strategy.alert.level'), render: (_, r) => describe(r) },
          { key: 'state', title: f('strategy.alert.armed'), render: (_, r) => <Tag>{f(`strategy.alert.state.${stateOf(r)}`)}</Tag> },
          { key: 'active', title: f('strategy.alert.active'), render: (_, r) => (r.active ? '✓' : '—') },
          {
            key: 'actions',
            title: f('strategy.column.actions'),
            render: (_, r) => (
              <Popconfirm title={f('strategy.action.delete')} onConfirm={() => remove.mutateAsync({ id: r.id }).catch((err) => setError(failureMessage(err)))}>
                <Button type="link" danger size="small">
                  {f('strategy.action.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {f('strategy.alert.add')}
      </Typography.Title>
      <Form form={form} layout="vertical" initialValues={INITIAL} onFinish={onSave}>
        <Space wrap align="start">
          <Form.Item name="kind" label={f('strategy.alert.kind')}>
            <Select
              style={{ width: 200 }}
              options={(['level', 'zscore', 'percentile'] as const).map((k) => ({ value: k, label: f(`strategy.alert.kind.${k}`) }))}
            />
          </Form.Item>
          {kind === 'level' && (
            <>
              <Form.Item
                name="level"
                label={f('strategy.alert.level')}
                rules={[{ required: true, message: f('validation.required', { field: f('strategy.alert.level') }) }]}
              >
                <InputNumber />
              </Form.Item>
              <Form.Item name="direction" label={f('strategy.alert.direction')}>
                <Select style={{ width: 200 }} options={(['up', 'down'] as const).map((d) => ({ value: d, label: f(`strategy.alert.direction.${d}`) }))} />
              </Form.Item>
            </>
          )}
          {kind !== 'level' && (
            <Form.Item
              name="window"
              label={f('strategy.alert.window')}
              extra={f(kind === 'zscore' ? 'stats.zScore.basis' : 'stats.percentile.basis', { window: windowSize ?? '' })}
            >
              <InputNumber min={5} max={2000} precision={0} />
            </Form.Item>
          )}
          {kind === 'zscore' && (
            <Form.Item name="bound" label={f('strategy.alert.bound')}>
              <InputNumber min={0.1} max={20} step={0.5} />
            </Form.Item>
          )}
          {kind === 'percentile' && (
            <>
              <Form.Item name="low" label={f('strategy.alert.low')}>
                <InputNumber min={0} max={100} />
              </Form.Item>
              <Form.Item name="high" label={f('strategy.alert.high')}>
                <InputNumber min={0} max={100} />
              </Form.Item>
            </>
          )}
          <Form.Item name="margin" label={f('strategy.alert.margin')} tooltip={f('strategy.alert.marginHelp')}>
            <InputNumber min={0} />
          </Form.Item>
        </Space>
        <Form.Item name="webhookUrl" label={f('strategy.alert.webhook')}>
          <Input dir="ltr" placeholder="https://" maxLength={500} />
        </Form.Item>
        <Space>
          <Form.Item name="active" label={f('strategy.alert.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {f('strategy.alert.add')}
          </Button>
        </Space>
      </Form>
      <Typography.Title level={5}>{f('strategy.alert.history')}</Typography.Title>
      <Table
        size="small"
        rowKey="id"
        dataSource={events}
        pagination={{ pageSize: 10 }}
        locale={{ emptyText: f('strategy.alert.historyEmpty') }}
        columns={[
          { key: 'ts', title: f('strategy.alert.event.time'), render: (_, e) => intl.formatDate(e.ts, DATE_TIME_SECONDS) },
          { key: 'kind', title: f('strategy.alert.kind'), render: (_, e) => f(`strategy.alert.kind.${e.kind}`) },
          { key: 'value', title: f('strategy.alert.event.value'), render: (_, e) => intl.formatNumber(e.value) },
          { key: 'webhook', title: f('strategy.alert.event.webhook'), render: (_, e) => e.webhook ?? '—' },
        ]}
      />
    </Drawer>
  );
}
