/**
 * The provider settings (administrators; `provider/get` / `provider/set`): base URL, model, API key, time-out and the
 * daily token limit. The key is write-only: the field starts empty, its placeholder says whether one is stored, an
 * empty field keeps it, and "Remove the stored key" sends `''` on save.
 *
 * Below them, the optional prices and daily cost limit (PricingFields), saved before the provider through
 * `provider/pricing` only when filled or changed (pricingBody.ts): a provider saved without prices keeps none.
 */
import { useIntl } from '@umijs/max';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Skeleton, Space, Typography, message } from 'antd';
import { useState } from 'react';
import {
  ASSISTANT_API_KEY_MAX,
  ASSISTANT_BASE_URL_MAX,
  ASSISTANT_DAILY_TOKENS,
  ASSISTANT_MODEL_MAX,
  ASSISTANT_TIMEOUT_MS,
  type AssistantProviderSetBody,
} from '@common/contract/assistant';
import { failureMessage, formFailure } from '@/utils/apiError';
import { type PricingValues, pricingBodyOf, pricingValuesOf } from '../pricingBody';
import { useProvider, useSavePricing, useSaveProvider } from '../service';
import PricingFields, { PRICING_FIELDS } from './PricingFields';

interface Values extends PricingValues {
  baseUrl: string;
  model: string;
  apiKey?: string;
  removeKey?: boolean;
  timeoutMs: number;
  dailyTokenLimit: number;
}

const FIELDS = ['baseUrl', 'model', 'apiKey', 'timeoutMs', 'dailyTokenLimit'];

export function bodyOf(values: Values): AssistantProviderSetBody {
  const key = values.removeKey ? '' : values.apiKey?.trim() ? values.apiKey.trim() : undefined;
  return {
    baseUrl: values.baseUrl.trim(),
    model: values.model.trim(),
    ...(key !== undefined ? { apiKey: key } : {}),
    timeoutMs: values.timeoutMs,
    dailyTokenLimit: values.dailyTokenLimit,
  };
}

export default function ProviderForm({ onSaved }: { onSaved?: () => void }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const provider = useProvider(true);
  const save = useSaveProvider();
  const savePricing = useSavePricing();
  const [form] = Form.useForm<Values>();
  const [alert, setAlert] = useState<string | null>(null);
  const removeKey = Form.useWatch('removeKey', form);

  if (provider.isLoading) return <Skeleton active />;
  if (provider.error) return <Alert type="error" showIcon message={failureMessage(provider.error)} />;
  const p = provider.data;

  /** A refusal: its field errors under their fields (of `formFields`), anything else in the alert above the form. */
  const showFailure = (error: unknown, formFields: readonly string[], lead?: string) => {
    const { alert: text, fields } = formFailure(error, formFields);
    setAlert([lead, text].filter(Boolean).join(' ') || null);
    form.setFields(Object.entries(fields).map(([name, msg]) => ({ name: name as keyof Values, errors: [msg] })));
  };

  // The prices first (the call takes them before a provider exists), then the provider: saving the provider can turn
  // the no-provider page into the assistant, which unmounts this form, so nothing may follow it but its own callbacks
  // (which TanStack Query skips once the form is gone). Refused prices stop the save: nothing is written.
  const submit = async (values: Values) => {
    setAlert(null);
    const pricing = pricingBodyOf(values, p?.pricing ?? null);
    if (pricing) {
      try {
        await savePricing.mutateAsync(pricing);
      } catch (error) {
        showFailure(error, PRICING_FIELDS);
        return;
      }
    }
    save.mutate(bodyOf(values), {
      onSuccess: () => {
        form.setFieldsValue({ apiKey: '', removeKey: false });
        message.success(f('assistant.provider.saved'));
        onSaved?.();
      },
      onError: (error) => showFailure(error, FIELDS, pricing ? f('assistant.pricing.savedAlone') : undefined),
    });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{
        baseUrl: p?.baseUrl ?? '',
        model: p?.model ?? '',
        apiKey: '',
        removeKey: false,
        timeoutMs: p?.timeoutMs ?? ASSISTANT_TIMEOUT_MS.default,
        dailyTokenLimit: p?.dailyTokenLimit ?? ASSISTANT_DAILY_TOKENS.default,
        ...pricingValuesOf(p?.pricing ?? null),
      }}
      style={{ maxWidth: 560 }}
    >
      {alert ? <Alert type="error" showIcon message={alert} style={{ marginBottom: 12 }} /> : null}
      <Form.Item
        name="baseUrl"
        label={f('assistant.provider.baseUrl')}
        extra={f('assistant.provider.baseUrl.hint')}
        rules={[{ required: true, whitespace: true, message: f('assistant.provider.required') }]}
      >
        <Input dir="ltr" maxLength={ASSISTANT_BASE_URL_MAX} placeholder="https://api.deepseek.com/v1" />
      </Form.Item>
      <Form.Item name="model" label={f('assistant.provider.model')} rules={[{ required: true, whitespace: true, message: f('assistant.provider.required') }]}>
        <Input dir="ltr" maxLength={ASSISTANT_MODEL_MAX} placeholder="deepseek-chat" />
      </Form.Item>
      <Form.Item name="apiKey" label={f('assistant.provider.apiKey')} extra={f('assistant.provider.apiKey.hint')}>
        <Input.Password
          dir="ltr"
          autoComplete="new-password"
          maxLength={ASSISTANT_API_KEY_MAX}
          disabled={!!removeKey}
          placeholder={p?.hasKey ? f('assistant.provider.apiKey.stored') : f('assistant.provider.apiKey.none')}
        />
      </Form.Item>
      {p?.hasKey ? (
        <Form.Item name="removeKey" valuePropName="checked">
          <Checkbox>{f('assistant.provider.removeKey')}</Checkbox>
        </Form.Item>
      ) : null}
      <Space wrap>
        <Form.Item name="timeoutMs" label={f('assistant.provider.timeoutMs')} rules={[{ required: true, message: f('assistant.provider.required') }]}>
          <InputNumber min={ASSISTANT_TIMEOUT_MS.min} max={ASSISTANT_TIMEOUT_MS.max} step={1000} precision={0} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item
          name="dailyTokenLimit"
          label={f('assistant.provider.dailyTokenLimit')}
          rules={[{ required: true, message: f('assistant.provider.required') }]}
        >
          <InputNumber min={ASSISTANT_DAILY_TOKENS.min} max={ASSISTANT_DAILY_TOKENS.max} step={10000} precision={0} style={{ width: 180 }} />
        </Form.Item>
      </Space>
      <PricingFields stored={p?.pricing ?? null} />
      {p?.updatedAt ? (
        <Typography.Paragraph type="secondary">
          {intl.formatMessage(
            { id: 'assistant.provider.updated' },
            { at: intl.formatDate(p.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }), by: p.updatedBy ?? '' },
          )}
        </Typography.Paragraph>
      ) : null}
      <Button type="primary" htmlType="submit" loading={save.isPending || savePricing.isPending}>
        {f('assistant.provider.save')}
      </Button>
    </Form>
  );
}
