/**
 * One input per variable the report's page declares (a product, a series id, a contract month, the time range), filled
 * with the values on screen; "Apply" reads the report again with them. Values are address-safe tokens (common/contract/builder.ts).
 */
import { useIntl } from '@umijs/max';
import { Button, Form, Input, Space } from 'antd';
import type { BuilderVariables } from '@common/contract/builder';
import { RANGE_VARIABLE } from '@common/builder/timeRange';
import TimeRangeSelect from '@/components/PageView/TimeRangeSelect';

const TOKEN = /^[A-Za-z0-9_.@-]{1,60}$/;

export interface VariableInputsProps {
  declared: BuilderVariables;
  values: BuilderVariables;
  onApply: (values: BuilderVariables) => void;
}

export default function VariableInputs({ declared, values, onApply }: VariableInputsProps) {
  const intl = useIntl();
  const names = Object.keys(declared);
  if (names.length === 0) return null;
  return (
    <Form
      layout="inline"
      initialValues={values}
      onFinish={(v: BuilderVariables) => onApply(v)}
      data-testid="report-variables"
      style={{ marginBottom: 12, rowGap: 8 }}
      key={JSON.stringify(values)}
    >
      {names.map((name) =>
        name === RANGE_VARIABLE ? (
          // The page's time range: a choice of look-backs, not a token to type (common/builder/timeRange.ts).
          <Form.Item key={name} name={name} label={intl.formatMessage({ id: 'pageView.range.label' })}>
            <TimeRangeSelect />
          </Form.Item>
        ) : (
          <Form.Item
            key={name}
            name={name}
            label={name}
            rules={[{ required: true, pattern: TOKEN, message: intl.formatMessage({ id: 'report.variables.invalid' }) }]}
          >
            <Input style={{ width: 160 }} dir="ltr" placeholder={declared[name]} />
          </Form.Item>
        ),
      )}
      <Space>
        <Button type="primary" htmlType="submit">
          {intl.formatMessage({ id: 'report.variables.apply' })}
        </Button>
        <Button onClick={() => onApply(declared)}>{intl.formatMessage({ id: 'report.variables.reset' })}</Button>
      </Space>
    </Form>
  );
}
