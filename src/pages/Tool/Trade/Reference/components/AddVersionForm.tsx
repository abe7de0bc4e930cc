/**
 * Adds the next version of a product, starting from the latest one's values. The date must be after the latest
 * version's (checked here and by the server, whose field errors land under their fields).
 */
import { Button, Form, Input, InputNumber, message, Select, Space, Typography } from 'antd';
import { CURRENCIES, QUOTE_BASES } from '@common/contract/reference';
import { failureMessage, fieldMessages } from '@/utils/apiError';
import type { ProductVersion } from '../data';
import { useAddVersion } from '../service';
import { dateRule } from './dateRule';
import { useText } from '@/hooks/useText';

const LOCALES = ['zh-CN', 'en-US', 'ar-EG'] as const;

interface Values {
  validFrom: string;
  names: Record<string, string>;
  lot: number;
  tick: number;
  currency: (typeof CURRENCIES)[number];
  unit: string;
  quoteBasis: (typeof QUOTE_BASES)[number];
  sessions: string;
  timeZone: string;
  settlementRule: string;
  listingRule: string;
  versionNote: string;
}
const FIELDS = [
  'validFrom',
  'names',
  'lot',
  'tick',
  'currency',
  'unit',
  'quoteBasis',
  'sessions',
  'timeZone',
  'settlementRule',
  'listingRule',
  'versionNote',
] as const;

interface Props {
  latest: ProductVersion;
  onDone: () => void;
}

export default function AddVersionForm({ latest, onDone }: Props) {
  const f = useText();
  const [form] = Form.useForm<Values>();
  const add = useAddVersion();
  const product = `${latest.exchange}.${latest.code}`;
  const required = { required: true, message: f('reference.required') };

  const submit = async (v: Values) => {
    try {
      await add.mutateAsync({
        exchange: latest.exchange,
        code: latest.code,
        ...v,
        sessions: v.sessions
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      });
      message.success(f('reference.product.saved', { product, date: v.validFrom }));
      onDone();
    } catch (failure) {
      const fields = fieldMessages(failure);
      const known = FIELDS.filter((name) => fields[name]);
      if (known.length) form.setFields(known.map((name) => ({ name, errors: [fields[name]] })));
      else message.error(failureMessage(failure));
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      aria-label={f('reference.product.addVersion')}
      onFinish={submit}
      initialValues={{ ...latest, validFrom: '', versionNote: '', sessions: latest.sessions.join(', ') }}
    >
      <Typography.Paragraph type="secondary">{f('reference.product.addVersionHelp', { date: latest.validFrom })}</Typography.Paragraph>
      <Form.Item
        name="validFrom"
        label={f('reference.product.validFrom')}
        rules={[
          dateRule(f('reference.date.invalid')),
          {
            validator: async (_, value: string) =>
              !value || value > latest.validFrom ? undefined : Promise.reject(new Error(f('api.error.referenceValidFrom'))),
          },
        ]}
      >
        <Input dir="ltr" placeholder={f('reference.date.placeholder')} autoComplete="off" />
      </Form.Item>
      {LOCALES.map((locale) => (
        <Form.Item key={locale} name={['names', locale]} label={f('reference.product.nameIn', { locale })} rules={[required]}>
          <Input dir={locale === 'ar-EG' ? 'rtl' : 'auto'} maxLength={100} />
        </Form.Item>
      ))}
      <Space wrap>
        <Form.Item name="lot" label={f('reference.product.lot')} rules={[required]}>
          <InputNumber min={0} />
        </Form.Item>
        <Form.Item name="tick" label={f('reference.product.tick')} rules={[required]}>
          <InputNumber min={0} />
        </Form.Item>
        <Form.Item name="unit" label={f('reference.product.unit')} rules={[required]}>
          <Input dir="ltr" maxLength={20} />
        </Form.Item>
        <Form.Item name="currency" label={f('reference.product.currency')}>
          <Select style={{ minInlineSize: 100 }} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="quoteBasis" label={f('reference.product.quoteBasis')}>
          <Select style={{ minInlineSize: 180 }} options={QUOTE_BASES.map((q) => ({ value: q, label: f(`reference.quoteBasis.${q}`) }))} />
        </Form.Item>
      </Space>
      <Form.Item name="sessions" label={f('reference.product.sessions')} extra={f('reference.product.sessionsHelp')}>
        <Input dir="ltr" />
      </Form.Item>
      <Form.Item name="timeZone" label={f('reference.product.timeZone')} rules={[required]}>
        <Input dir="ltr" maxLength={60} />
      </Form.Item>
      <Form.Item name="listingRule" label={f('reference.product.listingRule')} extra={f('reference.product.listingRuleHelp')} rules={[required]}>
        <Input dir="ltr" maxLength={100} />
      </Form.Item>
      <Form.Item name="settlementRule" label={f('reference.product.settlementRule')} rules={[required]}>
        <Input.TextArea maxLength={500} autoSize />
      </Form.Item>
      <Form.Item name="versionNote" label={f('reference.product.versionNote')} rules={[required]}>
        <Input.TextArea maxLength={1000} autoSize />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {f('reference.save')}
        </Button>
        <Button onClick={onDone}>{f('common.cancel')}</Button>
      </Space>
    </Form>
  );
}
