/**
 * The caller's alert rules on one strategy: add one (level crossed, z-score beyond a bound, percentile band left;
 * a re-arm margin; an optional webhook), see each rule's state and fired history, edit, delete. Levels, margins
 * and fired values carry their unit (the strategy's output unit, standard deviations or percentile points). Rules
 * are the caller's own; the server checks the target and the parameters and answers field errors shown at their
 * fields. A rule whose condition already holds when it starts fires on its first value (docs/market-data/strategy.md).
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

/** The form's values of a saved rule (editing starts from them). */
export function formOf(r: AlertRule): AlertForm {
  return { ...INITIAL, kind: r.kind, ...r.params, webhookUrl: r.webhookUrl ?? undefined, active: r.active };
}

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
  const [editing, setEditing] = useState<string | null>(null);
  const target = strategy ? `spread:${strategy.id}` : '';
  const unit = strategy?.unit ?? '';
  /** The unit of a margin: the value's own for a level, standard deviations for |z|, percentile points. */
  const marginUnit = (k: AlertKind) => (k === 'level' ? unit : f(k === 'zscore' ? 'strategy.alert.unit.z' : 'strategy.alert.unit.points'));
  const num = (v: number | undefined) => (v === undefined ? '–' : intl.formatNumber(v));
  const mine = (rules.data?.items ?? []).filter((r) => r.target === target);
  const events = (history.data?.items ?? []).filter((e) => e.target === target);

  const onSave = async (v: AlertForm) => {
    setError(null);
    try {
      const body = { target, kind: v.kind, params: paramsOf(v), webhookUrl: v.webhookUrl?.trim() || null, active: v.active };
      await save.mutateAsync(editing ? { id: editing, ...body } : body);
      message.success(f('strategy.alert.saved'));
      setEditing(null);
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
    if (r.kind === 'level') return `${f(`strategy.alert.direction.${p.direction ?? 'up'}`)} ${num(p.level)} ${unit}`.trim();
    // The window and that the current value is not in it, next to the number (docs/domain.md, "z-score and percentile").
    if (r.kind === 'zscore') return `|z| ≥ ${num(p.bound)} · ${f('stats.zScore.basis', { window: p.window ?? '' })}`;
    return `P${num(p.low)}–P${num(p.high)} · ${f('stats.percentile.basis', { window: p.window ?? '' })}`;
  };
  const startEdit = (r: AlertRule) => {
    setEditing(r.id);
    form.resetFields();
    form.setFieldsValue(formOf(r));
  };
  const cancelEdit = () => {
    setEditing(null);
    form.resetFields();
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
          {
            key: 'margin',
            title: f('strategy.alert.margin'),
            render: (_, r) => `${num(r.params.margin ?? 0)} ${marginUnit(r.kind)}`.trim(),
          },
          {
            key: 'state',
            title: f('strategy.alert.armed'),
            // A suspended rule says why (its owner lost access to an input, docs/security.md "Revocation").
            render: (_, r) => (r.suspended ? <Tag color="warning">{f(r.suspended)}</Tag> : <Tag>{f(`strategy.alert.state.${stateOf(r)}`)}</Tag>),
          },
          { key: 'active', title: f('strategy.alert.active'), render: (_, r) => (r.active ? '✓' : '—') },
          {
            key: 'actions',
            title: f('strategy.column.actions'),
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => startEdit(r)}>
                  {f('strategy.alert.edit')}
                </Button>
                <Popconfirm
                  title={f('strategy.action.delete')}
                  onConfirm={() => remove.mutateAsync({ id: r.id }).catch((err) => setError(failureMessage(err)))}
                >
                  <Button type="link" danger size="small">
                    {f('strategy.action.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {f(editing ? 'strategy.alert.editing' : 'strategy.alert.add')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{f('strategy.alert.startsNow')}</Typography.Paragraph>
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
                <InputNumber suffix={unit || undefined} />
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
              <InputNumber min={0.1} max={20} step={0.5} suffix={marginUnit('zscore')} />
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
            <InputNumber min={0} suffix={marginUnit(kind) || undefined} />
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
            {f(editing ? 'strategy.alert.saveChanges' : 'strategy.alert.add')}
          </Button>
          {editing && <Button onClick={cancelEdit}>{f('strategy.alert.cancelEdit')}</Button>}
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
          { key: 'value', title: f('strategy.alert.event.value'), render: (_, e) => `${intl.formatNumber(e.value)} ${unit}`.trim() },
          {
            key: 'detail',
            title: f('strategy.alert.event.detail'),
            render: (_, e) => (e.detail.onStart === 'true' ? <Tag>{f('strategy.alert.event.onStart')}</Tag> : null),
          },
          // pending / delivered / failed only: why a webhook failed stays in the server log (docs/security.md, SSRF policy).
          { key: 'webhook', title: f('strategy.alert.event.webhook'), render: (_, e) => (e.webhook ? f(`strategy.alert.webhookState.${e.webhook}`) : '—') },
        ]}
      />
    </Drawer>
  );
}
