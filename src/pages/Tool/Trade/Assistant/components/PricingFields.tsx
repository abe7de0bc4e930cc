/**
 * The provider form's "Prices and cost limit" part (administrators; saved through `/v2/assistant/provider/pricing`
 * by ProviderForm when filled or changed, pricingBody.ts). Optional: left empty, only the token limit applies. Once
 * anything of it is filled, or prices are stored (the call cannot remove them), both prices are required; an empty
 * cost limit means none (the cost is still counted and shown).
 */
import { useIntl } from '@umijs/max';
import { Divider, Form, InputNumber, Radio, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { ASSISTANT_COST_LIMIT_MAX, ASSISTANT_CURRENCIES, ASSISTANT_PRICE_MAX, type AssistantPricing } from '@common/contract/assistant';
import { pricingTouched, type PricingValues } from '../pricingBody';

/** The form fields of this part: field errors of a 400 from the pricing call go under them. */
export const PRICING_FIELDS = ['currency', 'inputPerMillion', 'outputPerMillion', 'dailyCostLimit'];

export default function PricingFields({ stored }: { stored: AssistantPricing | null }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const currency = Form.useWatch<PricingValues['currency'] | undefined>('currency') ?? 'CNY';
  const withCurrency = (id: string) => intl.formatMessage({ id }, { currency });

  // A price is required once the part is in use: stored prices, or any of its numbers entered.
  const priceRequired: Rule = ({ getFieldsValue }) => ({
    validator: async (_rule, value: number | null | undefined) => {
      const inUse = !!stored || pricingTouched(getFieldsValue(PRICING_FIELDS) as PricingValues);
      if (inUse && (value === null || value === undefined)) throw new Error(f('assistant.pricing.priceRequired'));
    },
  });
  const limitAboveZero: Rule = {
    validator: async (_rule, value: number | null | undefined) => {
      if (value !== null && value !== undefined && !(value > 0)) throw new Error(f('assistant.pricing.dailyCostLimit.positive'));
    },
  };

  return (
    <>
      <Divider orientation="left" plain>
        {f('assistant.pricing.title')}
      </Divider>
      <Typography.Paragraph type="secondary">{f(stored ? 'assistant.pricing.intro.stored' : 'assistant.pricing.intro')}</Typography.Paragraph>
      <Form.Item name="currency" label={f('assistant.pricing.currency')}>
        <Radio.Group optionType="button" options={ASSISTANT_CURRENCIES.map((c) => ({ value: c, label: f(`assistant.pricing.currency.${c}`) }))} />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item
          name="inputPerMillion"
          label={withCurrency('assistant.pricing.inputPerMillion')}
          extra={f('assistant.pricing.inputPerMillion.hint')}
          dependencies={['outputPerMillion', 'dailyCostLimit']}
          rules={[priceRequired]}
          style={{ width: 250 }}
        >
          <InputNumber min={0} max={ASSISTANT_PRICE_MAX} step={1} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item
          name="outputPerMillion"
          label={withCurrency('assistant.pricing.outputPerMillion')}
          extra={f('assistant.pricing.outputPerMillion.hint')}
          dependencies={['inputPerMillion', 'dailyCostLimit']}
          rules={[priceRequired]}
          style={{ width: 250 }}
        >
          <InputNumber min={0} max={ASSISTANT_PRICE_MAX} step={1} style={{ width: 180 }} />
        </Form.Item>
      </Space>
      <Form.Item
        name="dailyCostLimit"
        label={withCurrency('assistant.pricing.dailyCostLimit')}
        extra={f('assistant.pricing.dailyCostLimit.hint')}
        rules={[limitAboveZero]}
      >
        <InputNumber max={ASSISTANT_COST_LIMIT_MAX} step={1} precision={2} style={{ width: 180 }} />
      </Form.Item>
    </>
  );
}
