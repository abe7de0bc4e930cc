/**
 * The strategy editor (a drawer): name, description, legs (an instrument from the shared series picker, or a product
 * with its month mapped from another leg), rate aliases (a key from the reference-rate picker), the formula (checked
 * by the server 400 ms after typing stops, problems shown at their place; leg problems come back as the check's
 * result, never as a failed request), output unit (the inferred one offered when they differ), decimals and
 * visibility; a preview over history before saving. The server checks everything again on save and answers field
 * errors, shown at their fields.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, Drawer, Form, Input, InputNumber, message, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { BodyOf } from '@common/contract/endpoints';
import { failureMessage, failureOf } from '@/utils/apiError';
import RatePicker from '@/components/market/RatePicker';
import { hasMessage } from '@/utils/i18n';
import type { StrategyForm } from '../data';
import { useFormulaCheck, useSaveStrategy, type CHECK_PATH } from '../service';
import FormulaIssues from './FormulaIssues';
import LegInstrumentPicker from './LegInstrumentPicker';
import PreviewPanel from './PreviewPanel';

export const UNITS = ['USD/t', 'USD/bbl', 'CNY/t', 'CNY/bbl', 'CNY/USD', 'ratio'] as const;
const CHECK_DELAY_MS = 400;
/** Legs and rates a strategy may have: the contract's maxItems (common/contract/strategy.ts), which the server checks. */
const MAX_ROWS = 8;

export const EMPTY_FORM: StrategyForm = {
  name: '',
  description: '',
  legs: [{ alias: '', instrument: '' }],
  rates: [],
  formula: '',
  unit: 'USD/t',
  precision: 2,
  visibility: 'private',
  roles: [],
};

/** An alias the contract accepts (common/contract/strategy.ts Alias): checked here so a half-typed one asks nothing. */
export const ALIAS_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,15}$/;

/**
 * The part of the form the server checks; null while something it needs is missing or an alias is malformed (the
 * form shows that at the field; sending it would only earn a 400).
 */
export function checkBodyOf(v: Partial<StrategyForm> | undefined): BodyOf<typeof CHECK_PATH> | null {
  if (!v?.formula?.trim() || !v.unit) return null;
  const aliases = [...(v.legs ?? []), ...(v.rates ?? [])].map((row) => row?.alias).filter(Boolean);
  if (aliases.some((a) => !ALIAS_PATTERN.test(a as string))) return null;
  const legs = (v.legs ?? [])
    .filter((l) => l?.alias && l.instrument)
    .map((l) => ({ alias: l.alias, instrument: l.instrument.trim(), ...(l.mapFrom ? { mapFrom: l.mapFrom } : {}) }));
  if (legs.length === 0) return null;
  const rates = (v.rates ?? []).filter((r) => r?.alias && r.key);
  return { legs, rates, formula: v.formula, unit: v.unit };
}

/** `legs.1.instrument` -> ['legs', 1, 'instrument'] (antd's name path). */
// antd types name paths from the form's shape; a path read from the server's field name cannot be typed so.
const namePath = (field: string) => field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) as unknown as ['name'];

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

export interface StrategyEditorProps {
  open: boolean;
  /** The values to start from: a strategy to edit (with id), a copy or a new one (without). */
  initial: StrategyForm;
  onClose: () => void;
}

export default function StrategyEditor({ open, initial, onClose }: StrategyEditorProps) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const required = (labelId: string) => ({ required: true, message: f('validation.required', { field: f(labelId) }) });
  const aliasRule = { pattern: ALIAS_PATTERN, message: f('strategy.editor.aliasFormat') };
  const [form] = Form.useForm<StrategyForm>();
  const values = Form.useWatch([], form) as Partial<StrategyForm> | undefined;
  const body = useMemo(() => checkBodyOf(values), [values]);
  const debouncedKey = useDebounced(JSON.stringify(body), CHECK_DELAY_MS);
  const checkBody = useMemo(() => JSON.parse(debouncedKey) as BodyOf<typeof CHECK_PATH> | null, [debouncedKey]);
  const check = useFormulaCheck(checkBody);
  const save = useSaveStrategy();
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initial);
      setSaveError(null);
    }
  }, [open, initial, form]);

  const legAliases = (values?.legs ?? []).map((l) => l?.alias).filter((a): a is string => Boolean(a));
  const checkFailed = check.isError ? failureMessage(check.error) : null;
  const current = checkBody !== null && JSON.stringify(body) === debouncedKey;
  // Leg problems arrive as the check's answer (`fields`); an older server's 400 carries them as a failure.
  const checkFieldErrors: Record<string, string> = check.isError ? (failureOf(check.error)?.fields ?? {}) : current ? (check.data?.fields ?? {}) : {};
  const issues = check.data && !check.data.ok ? check.data.issues : [];
  // The unit the formula gives, when the chosen one differs: offered as a switch.
  const inferredUnit = current && check.data && !check.data.ok && check.data.unit && check.data.unit !== values?.unit ? check.data.unit : null;
  const unitOptions = [...new Set([...UNITS, ...(values?.unit ? [values.unit] : []), ...(inferredUnit ? [inferredUnit] : [])])];
  const fieldHelp = (name: string) => (checkFieldErrors[name] ? { validateStatus: 'error' as const, help: f(checkFieldErrors[name]) } : {});

  const onSave = async (v: StrategyForm) => {
    setSaveError(null);
    try {
      await save.mutateAsync({
        ...(initial.id ? { id: initial.id } : {}),
        name: v.name,
        description: v.description ?? '',
        legs: (v.legs ?? []).map((l) => ({ alias: l.alias, instrument: l.instrument.trim(), ...(l.mapFrom ? { mapFrom: l.mapFrom } : {}) })),
        rates: v.rates ?? [],
        formula: v.formula,
        unit: v.unit,
        precision: v.precision,
        visibility: v.visibility,
        roles: v.visibility === 'roles' ? (v.roles ?? []) : [],
      });
      message.success(f('strategy.saved'));
      onClose();
    } catch (err) {
      const fields = failureOf(err)?.fields ?? {};
      const known = Object.entries(fields);
      if (known.length > 0)
        form.setFields(known.map(([name, key]) => ({ name: namePath(name), errors: [hasMessage(key) ? f(key) : f('validation.invalid')] })));
      else setSaveError(failureMessage(err));
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={760}
      title={f(initial.id ? 'strategy.editor.titleEdit' : 'strategy.editor.titleNew')}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{f('strategy.action.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {f('strategy.action.save')}
          </Button>
        </Space>
      }
    >
      {saveError && <Alert type="error" showIcon message={saveError} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={onSave} initialValues={initial}>
        <Form.Item name="name" label={f('strategy.editor.name')} rules={[required('strategy.editor.name')]}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="description" label={f('strategy.editor.description')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
        <Typography.Title level={5}>{f('strategy.editor.legs')}</Typography.Title>
        <Form.List name="legs">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item
                    name={[field.name, 'alias']}
                    label={f('strategy.editor.leg.alias')}
                    rules={[required('strategy.editor.leg.alias'), aliasRule]}
                    {...fieldHelp(`legs.${field.name}.alias`)}
                  >
                    <Input style={{ width: 90 }} maxLength={16} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'instrument']}
                    label={f('strategy.editor.leg.instrument')}
                    tooltip={f('strategy.editor.leg.instrumentHelp')}
                    rules={[required('strategy.editor.leg.instrument')]}
                    {...fieldHelp(`legs.${field.name}.instrument`)}
                  >
                    <LegInstrumentPicker label={f('strategy.editor.leg.instrument')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'mapFrom']} label={f('strategy.editor.leg.mapFrom')} {...fieldHelp(`legs.${field.name}.mapFrom`)}>
                    <Select
                      style={{ width: 140 }}
                      allowClear
                      placeholder={f('strategy.editor.leg.noMapping')}
                      options={legAliases.filter((a) => a !== values?.legs?.[field.name]?.alias).map((a) => ({ value: a, label: a }))}
                    />
                  </Form.Item>
                  {fields.length > 1 && <RemoveRow label={f('strategy.editor.leg.remove')} onRemove={() => remove(field.name)} />}
                </Space>
              ))}
              <AddRow count={fields.length} label={f('strategy.editor.leg.add')} onAdd={() => add({ alias: '', instrument: '' })} />
              {/* An address leg (it holds a colon; an instrument never does) makes the strategy history only (legs.ts). */}
              {values?.legs?.some((l) => l?.instrument?.includes(':')) && (
                <Alert
                  type="info"
                  showIcon
                  message={f('strategy.live.historyOnly')}
                  description={f('strategy.live.historyOnlyHelp')}
                  style={{ marginBottom: 12 }}
                />
              )}
            </>
          )}
        </Form.List>
        <Typography.Title level={5}>{f('strategy.editor.rates')}</Typography.Title>
        <Form.List name="rates">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item
                    name={[field.name, 'alias']}
                    label={f('strategy.editor.rate.alias')}
                    rules={[required('strategy.editor.rate.alias'), aliasRule]}
                    {...fieldHelp(`rates.${field.name}.alias`)}
                  >
                    <Input style={{ width: 90 }} maxLength={16} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'key']} label={f('strategy.editor.rate.key')} rules={[required('strategy.editor.rate.key')]}>
                    <RatePicker label={f('strategy.editor.rate.key')} />
                  </Form.Item>
                  <RemoveRow label={f('strategy.editor.leg.remove')} onRemove={() => remove(field.name)} />
                </Space>
              ))}
              <AddRow count={fields.length} label={f('strategy.editor.rate.add')} onAdd={() => add({ alias: '', key: '' })} />
            </>
          )}
        </Form.List>
        <Form.Item name="formula" label={f('strategy.editor.formula')} extra={f('strategy.editor.formulaHelp')} rules={[required('strategy.editor.formula')]}>
          <Input.TextArea dir="ltr" autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <div aria-live="polite" style={{ marginTop: -12, marginBottom: 16 }}>
          {checkFailed && Object.keys(checkFieldErrors).length === 0 && <Typography.Text type="danger">{checkFailed}</Typography.Text>}
          {current && Object.keys(checkFieldErrors).length > 0 && <Typography.Text type="danger">{f('strategy.editor.checkLegs')}</Typography.Text>}
          {check.isFetching && <Typography.Text type="secondary">{f('strategy.editor.checking')}</Typography.Text>}
          {!check.isFetching && current && check.data?.ok && (
            <Typography.Text type="success">{f('strategy.editor.checkOk', { unit: check.data.unit ?? '' })}</Typography.Text>
          )}
          {current && <FormulaIssues formula={values?.formula ?? ''} issues={issues} />}
          {inferredUnit && (
            // The issue above names both units; one click takes the formula's.
            <Button size="small" onClick={() => form.setFieldsValue({ unit: inferredUnit })}>
              {f('strategy.editor.useUnit', { unit: inferredUnit })}
            </Button>
          )}
        </div>
        <Space wrap>
          <Form.Item name="unit" label={f('strategy.editor.unit')} rules={[required('strategy.editor.unit')]}>
            <Select style={{ width: 140 }} options={unitOptions.map((u) => ({ value: u, label: u }))} />
          </Form.Item>
          <Form.Item name="precision" label={f('strategy.editor.precision')} rules={[required('strategy.editor.precision')]}>
            <InputNumber min={0} max={6} precision={0} />
          </Form.Item>
          <Form.Item name="visibility" label={f('strategy.editor.visibility')}>
            <Radio.Group
              optionType="button"
              options={(['private', 'roles', 'everyone'] as const).map((v) => ({ value: v, label: f(`strategy.visibility.${v}`) }))}
            />
          </Form.Item>
        </Space>
        {values?.visibility === 'roles' && (
          <Form.Item name="roles" label={f('strategy.editor.roles')} rules={[required('strategy.editor.roles')]}>
            <Select mode="tags" tokenSeparators={[',', ' ']} />
          </Form.Item>
        )}
      </Form>
      <PreviewPanel body={current && check.data?.ok ? checkBody : null} precision={values?.precision ?? 2} />
    </Drawer>
  );
}

/** A list's add button, while the list holds fewer than MAX_ROWS rows. */
function AddRow({ count, label, onAdd }: { count: number; label: string; onAdd: () => void }) {
  if (count >= MAX_ROWS) return null;
  return (
    <Button type="dashed" icon={<PlusOutlined />} onClick={onAdd} style={{ marginBottom: 16 }}>
      {label}
    </Button>
  );
}

/** A row's remove button, level with the row's inputs (under their labels). */
function RemoveRow({ label, onRemove }: { label: string; onRemove: () => void }) {
  return <Button type="text" aria-label={label} icon={<MinusCircleOutlined />} onClick={onRemove} style={{ marginTop: 30 }} />;
}
