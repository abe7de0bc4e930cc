/**
 * The page's variables: its default time range (the `range` variable, common/builder/timeRange.ts, chosen from a list),
 * then a name and its default value each (an address writes it `{name}`; a report's reader may choose another value).
 * Names and values are checked as the contract checks them, so a save is not refused for them.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { BUILDER_MAX_VARIABLES, type BuilderVariables } from '@common/contract/builder';
import { RANGE_VARIABLE } from '@common/builder/timeRange';
import TimeRangeSelect from '@/components/PageView/TimeRangeSelect';

const NAME = /^[a-z][a-zA-Z0-9_]{0,31}$/;
const VALUE = /^[A-Za-z0-9_.@-]{1,60}$/;

type Row = { name: string; value: string };

/** The typed rows: every variable but the time range, which has its own field. */
const rowsOf = (value: BuilderVariables): Row[] => Object.entries(value).flatMap(([name, v]) => (name === RANGE_VARIABLE ? [] : [{ name, value: v }]));

/** The rows that are complete and valid, as the page stores them (a later duplicate name, and `range`, are left out). */
export function variablesOfRows(rows: readonly Row[]): BuilderVariables {
  const out: BuilderVariables = {};
  for (const { name, value } of rows) if (NAME.test(name) && VALUE.test(value) && name !== RANGE_VARIABLE && !(name in out)) out[name] = value;
  return out;
}

export default function VariablesField({
  value,
  onChange,
  used,
}: {
  value: BuilderVariables;
  onChange: (v: BuilderVariables) => void;
  used: readonly string[];
}) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // Rows as typed (an incomplete row stays on screen; only valid ones reach the page).
  const [rows, setRows] = useState<Row[]>(() => rowsOf(value));
  useEffect(() => {
    setRows((current) => (JSON.stringify(variablesOfRows(current)) === JSON.stringify(variablesOfRows(rowsOf(value))) ? current : rowsOf(value)));
  }, [value]);
  const range = value[RANGE_VARIABLE];
  const withRange = (vars: BuilderVariables, token: string | undefined): BuilderVariables => (token ? { ...vars, [RANGE_VARIABLE]: token } : vars);
  const set = (next: Row[]) => {
    setRows(next);
    onChange(withRange(variablesOfRows(next), range));
  };
  const missing = used.filter((name) => !(name in value));
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={f('pageView.range.label')} extra={f('pageView.range.help')}>
        <TimeRangeSelect allowNone value={range} onChange={(token) => onChange(withRange(variablesOfRows(rows), token))} />
      </Form.Item>
      <Form.Item label={f('builderEditor.variables')} extra={f('builderEditor.variables.extra')}>
        <Space direction="vertical">
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own while typed
            <Space key={i} wrap align="start">
              <Form.Item
                validateStatus={row.name && !NAME.test(row.name) ? 'error' : undefined}
                help={row.name && !NAME.test(row.name) ? f('builderEditor.variables.badName') : undefined}
                noStyle={false}
                style={{ margin: 0 }}
              >
                <Input
                  aria-label={f('builderEditor.variables.name', { n: i + 1 })}
                  placeholder="product"
                  dir="ltr"
                  value={row.name}
                  onChange={(e) => set(rows.map((r, j) => (j === i ? { ...r, name: e.target.value } : r)))}
                  style={{ inlineSize: 160 }}
                />
              </Form.Item>
              <Form.Item
                validateStatus={row.value && !VALUE.test(row.value) ? 'error' : undefined}
                help={row.value && !VALUE.test(row.value) ? f('builderEditor.variables.badValue') : undefined}
                style={{ margin: 0 }}
              >
                <Input
                  aria-label={f('builderEditor.variables.value', { n: i + 1 })}
                  placeholder="FU"
                  dir="ltr"
                  value={row.value}
                  onChange={(e) => set(rows.map((r, j) => (j === i ? { ...r, value: e.target.value } : r)))}
                  style={{ inlineSize: 160 }}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={f('builderEditor.variables.remove', { n: i + 1 })}
                onClick={() => set(rows.filter((_, j) => j !== i))}
              />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} disabled={rows.length >= BUILDER_MAX_VARIABLES} onClick={() => setRows([...rows, { name: '', value: '' }])}>
            {f('builderEditor.variables.add')}
          </Button>
          {missing.length > 0 && <Typography.Text type="warning">{f('builderEditor.variables.missing', { names: missing.join(', ') })}</Typography.Text>}
        </Space>
      </Form.Item>
    </Form>
  );
}
