/**
 * A source's schedule and thresholds. Administrators edit the cron (its shape checked here, its values by the
 * server, whose next times are previewed as it is typed), the warning/error thresholds (warning below error) and
 * whether scheduled runs are on; everyone else sees the same form read-only (the server refuses their changes too).
 */
import { Alert, Button, Form, Input, InputNumber, message, Space, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import type { ConnectorStatus, SourceName } from '@common/contract/datasource';
import { failureMessage, fieldMessages } from '@/utils/apiError';
import { CRON_MAX_LENGTH, isCronShaped } from '../cronRules';
import { useCronPreview, useSaveSettings } from '../service';
import { useRunText } from './useRunText';

/** The contract's ceiling of a threshold (StatusBody): a year and a day, in hours. */
const MAX_HOURS = 24 * 366;

interface Values {
  cron: string;
  enabled: boolean;
  warnAfterHours: number;
  errorAfterHours: number;
}
const FIELDS = ['cron', 'enabled', 'warnAfterHours', 'errorAfterHours'] as const;

interface Props {
  status: ConnectorStatus;
  name: string;
  isAdmin: boolean;
}

export default function ScheduleForm({ status, name, isAdmin }: Props) {
  const { f, time } = useRunText();
  const [form] = Form.useForm<Values>();
  const save = useSaveSettings();
  const cron = Form.useWatch('cron', form) ?? status.cron;
  const shaped = isCronShaped(cron);
  const preview = useCronPreview(cron);
  const previewError = shaped && preview.isError ? (fieldMessages(preview.error).cron ?? failureMessage(preview.error)) : null;

  const initial: Values = { cron: status.cron, enabled: status.enabled, warnAfterHours: status.warnAfterHours, errorAfterHours: status.errorAfterHours };
  // A saved change (or another administrator's) arrives as a new status: show it.
  useEffect(() => {
    form.setFieldsValue({ cron: status.cron, enabled: status.enabled, warnAfterHours: status.warnAfterHours, errorAfterHours: status.errorAfterHours });
  }, [form, status.cron, status.enabled, status.warnAfterHours, status.errorAfterHours]);

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({ source: status.source as SourceName, ...values, cron: values.cron.trim() });
      message.success(f('datasource.schedule.saved', { name }));
    } catch (failure) {
      const fields = fieldMessages(failure);
      const known = FIELDS.filter((field) => fields[field]);
      if (known.length) form.setFields(known.map((field) => ({ name: field, errors: [fields[field]] })));
      else message.error(failureMessage(failure));
    }
  };

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      {!isAdmin && <Alert type="info" showIcon message={f('datasource.readOnly')} />}
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={!isAdmin} aria-label={f('datasource.tab.schedule')}>
        <Form.Item
          name="cron"
          label={f('datasource.schedule.cron')}
          extra={f('datasource.schedule.cronHelp')}
          validateStatus={previewError ? 'error' : undefined}
          help={previewError ?? undefined}
          rules={[
            { validator: async (_, value: string) => (isCronShaped(value ?? '') ? undefined : Promise.reject(new Error(f('datasource.schedule.cronShape')))) },
          ]}
        >
          <Input dir="ltr" maxLength={CRON_MAX_LENGTH} autoComplete="off" spellCheck={false} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <div aria-live="polite" style={{ marginBlockEnd: 16 }}>
          <Typography.Text strong>{f('datasource.schedule.preview')}</Typography.Text>
          {shaped && !previewError && preview.data ? (
            <ol aria-label={f('datasource.schedule.preview')} style={{ margin: 0, paddingInlineStart: 20 }}>
              {(preview.data[0]?.nextTimes ?? []).map((at) => (
                <li key={at}>{time(at)}</li>
              ))}
            </ol>
          ) : (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {f(shaped ? (previewError ? 'datasource.schedule.previewNone' : 'datasource.schedule.previewLoading') : 'datasource.schedule.previewNone')}
            </Typography.Paragraph>
          )}
        </div>
        <Form.Item name="enabled" label={f('datasource.schedule.enabled')} valuePropName="checked" extra={f('datasource.schedule.enabledHelp')}>
          <Switch />
        </Form.Item>
        <Space wrap size="large" align="start">
          <Form.Item name="warnAfterHours" label={f('datasource.schedule.warnAfter')} rules={[{ required: true, message: f('datasource.schedule.required') }]}>
            <InputNumber min={0.1} max={MAX_HOURS} step={1} style={{ inlineSize: 160 }} />
          </Form.Item>
          <Form.Item
            name="errorAfterHours"
            label={f('datasource.schedule.errorAfter')}
            dependencies={['warnAfterHours']}
            rules={[
              { required: true, message: f('datasource.schedule.required') },
              ({ getFieldValue }) => ({
                validator: async (_, value: number) =>
                  value > getFieldValue('warnAfterHours') ? undefined : Promise.reject(new Error(f('datasource.schedule.order'))),
              }),
            ]}
          >
            <InputNumber min={0.1} max={MAX_HOURS} step={1} style={{ inlineSize: 160 }} />
          </Form.Item>
        </Space>
        {isAdmin && (
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!!previewError}>
            {f('datasource.schedule.save')}
          </Button>
        )}
      </Form>
    </Space>
  );
}
