/**
 * The backtest's inputs: the series (an address, or a date,value CSV with its preview and row errors), the rule and
 * its parameters, sizing, costs, slippage and the metrics settings. "Run" sends them; the sweep panel reuses them.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Typography, Upload } from 'antd';
import type { FormInstance } from 'antd';
import { useAccess, useIntl } from '@umijs/max';
import { useEffect } from 'react';
import { productOfAddress } from '@common/market/address';
import { tradingDaysPerYear, useProductCalendar } from '@/services/market/tradingCalendar';
import { isMainAddress } from '../buildBody';
import type { BacktestForm, FileSeries } from '../data';
import { readSeriesCsv } from '../readSeriesFile';
import { useTradeBooks } from '../service';
import { useText } from './useText';

interface Props {
  form: FormInstance<BacktestForm>;
  initial: BacktestForm;
  file: FileSeries | null;
  onFile: (file: FileSeries | null) => void;
  onRun: () => void;
  running: boolean;
}

export default function InputForm({ form, initial, file, onFile, onRun, running }: Props) {
  const text = useText();
  const intl = useIntl();
  const source = Form.useWatch('source', form) ?? initial.source;
  // A book's net value is an input only for users of the trade records page (the server checks it too).
  const canReadBooks = useAccess().auth_tool_trade_record === true;
  const books = useTradeBooks(canReadBooks && source === 'book');
  const mode = Form.useWatch('mode', form) ?? initial.mode;
  const ruleKind = Form.useWatch('ruleKind', form) ?? initial.ruleKind;
  const sizingKind = Form.useWatch('sizingKind', form) ?? initial.sizingKind;
  const slippageUnit = Form.useWatch('slippageUnit', form) ?? initial.slippageUnit;
  const windowSize = Form.useWatch('window', form) ?? initial.window;
  const address: string = Form.useWatch('address', form) ?? initial.address;
  // Trading days a year for annualisation: the address's exchange calendar (issue 18), until the user picks another.
  const productKey = source === 'address' ? productOfAddress(address.trim()) : null;
  const [exchange = '', code = ''] = productKey?.split('.') ?? [];
  const productCalendar = useProductCalendar(productKey ? { exchange, code } : null);
  const perYear = tradingDaysPerYear(productCalendar.years);
  const calendarDays = perYear?.days;
  useEffect(() => {
    if (calendarDays !== undefined && !form.isFieldTouched('periodsPerYear')) form.setFieldValue('periodsPerYear', calendarDays);
  }, [form, calendarDays]);
  const periodOptions = [...new Set([perYear?.days, 243, 242, 252].filter((p): p is number => p !== undefined))];
  const num = (name: keyof BacktestForm, label: string, props: { min?: number; max?: number; step?: number } = {}) => (
    <Col xs={12} md={6} key={name}>
      <Form.Item name={name} label={text(label)} rules={[{ required: name !== 'stop' }]}>
        <InputNumber style={{ width: '100%' }} {...props} aria-label={text(label)} />
      </Form.Item>
    </Col>
  );
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={onRun} aria-label={text('form.title')}>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name="source" label={text('form.source')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'address', label: text('form.source.address') },
                { value: 'file', label: text('form.source.file') },
                ...(canReadBooks ? [{ value: 'book', label: text('form.source.book') }] : []),
              ]}
            />
          </Form.Item>
        </Col>
        {source === 'book' ? (
          <Col xs={24} md={16}>
            <Form.Item name="bookId" label={text('form.book')} rules={[{ required: true }]} extra={text('form.book.hint')}>
              <Select
                aria-label={text('form.book')}
                loading={books.isLoading}
                notFoundContent={text('form.book.none')}
                options={(books.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
              />
            </Form.Item>
          </Col>
        ) : source === 'address' ? (
          <>
            <Col xs={24} md={10}>
              <Form.Item name="address" label={text('form.address')} rules={[{ required: true }]} extra={text('form.address.hint')}>
                <Input aria-label={text('form.address')} />
              </Form.Item>
            </Col>
            {num('years', 'form.years', { min: 1, max: 40 })}
            {isMainAddress(address) ? (
              <Col xs={24} md={12}>
                <Form.Item name="adjust" label={text('form.adjust')} extra={text('form.adjust.hint')}>
                  <Radio.Group
                    aria-label={text('form.adjust')}
                    optionType="button"
                    options={(['none', 'difference', 'ratio'] as const).map((value) => ({ value, label: text(`form.adjust.${value}`) }))}
                  />
                </Form.Item>
              </Col>
            ) : null}
          </>
        ) : (
          <Col xs={24} md={16}>
            <Form.Item label={text('form.file')} extra={text('form.file.hint')}>
              <Upload
                accept=".csv,.txt"
                maxCount={1}
                showUploadList={false}
                beforeUpload={(f) => {
                  void f.text().then((content) => onFile(readSeriesCsv(f.name, content)));
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />}>{text('form.file.pick')}</Button>
              </Upload>
            </Form.Item>
            {file ? (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Text data-testid="file-summary">
                  {text('form.file.summary', { name: file.name, points: file.points.length, errors: file.errors.length })}
                </Typography.Text>
                {file.errors.length ? (
                  <Alert
                    type="warning"
                    message={text('form.file.errors')}
                    description={file.errors.slice(0, 20).map((e) => <div key={e.row}>{text('form.file.errorRow', { row: e.row, text: e.text })}</div>)}
                  />
                ) : null}
              </Space>
            ) : null}
          </Col>
        )}
      </Row>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name="mode" label={text('form.mode')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'rule', label: text('form.mode.rule') },
                { value: 'asIs', label: text('form.mode.asIs') },
              ]}
            />
          </Form.Item>
        </Col>
        {mode === 'rule' ? (
          <Col xs={24} md={8}>
            <Form.Item name="ruleKind" label={text('form.rule')}>
              <Select
                aria-label={text('form.rule')}
                options={[
                  { value: 'zScore', label: text('rule.zScore') },
                  { value: 'maCross', label: text('rule.maCross') },
                ]}
              />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      {mode === 'rule' ? (
        <>
          <Row gutter={12}>
            {ruleKind === 'zScore'
              ? [
                  num('window', 'param.window', { min: 2 }),
                  num('entry', 'param.entry', { min: 0, step: 0.1 }),
                  num('exit', 'param.exit', { min: 0, step: 0.1 }),
                  num('stop', 'param.stop', { min: 0, step: 0.1 }),
                ]
              : [num('fast', 'param.fast', { min: 1 }), num('slow', 'param.slow', { min: 2 })]}
          </Row>
          {ruleKind === 'zScore' ? (
            // The one z-score's window and that the bar's own close is not in it (docs/domain.md).
            <Typography.Paragraph type="secondary" data-testid="zscore-basis">
              {intl.formatMessage({ id: 'stats.zScore.basis' }, { window: windowSize ?? '' })} · {text('rule.zScore.warmup')}
            </Typography.Paragraph>
          ) : null}
          <Row gutter={12}>
            <Col xs={12} md={6}>
              <Form.Item name="sizingKind" label={text('form.sizing')}>
                <Select
                  aria-label={text('form.sizing')}
                  options={[
                    { value: 'lots', label: text('form.sizing.lots') },
                    { value: 'unit', label: text('form.sizing.unit') },
                  ]}
                />
              </Form.Item>
            </Col>
            {sizingKind === 'lots' ? [num('lots', 'form.lots', { min: 0 }), num('multiplier', 'form.multiplier', { min: 0 })] : null}
            {num('capital', 'form.capital', { min: 1 })}
          </Row>
          <Row gutter={12}>
            {num('costValue', 'form.costs', { min: 0, step: 0.1 })}
            <Col xs={12} md={6}>
              <Form.Item name="costUnit" label={text('form.costUnit')}>
                <Select
                  aria-label={text('form.costUnit')}
                  options={[
                    { value: 'price', label: text('unit.price') },
                    { value: 'bps', label: text('unit.bps') },
                  ]}
                />
              </Form.Item>
            </Col>
            {num('slippageValue', 'form.slippage', { min: 0, step: 0.1 })}
            <Col xs={12} md={3}>
              <Form.Item name="slippageUnit" label={text('form.slippageUnit')}>
                <Select
                  aria-label={text('form.slippageUnit')}
                  options={[
                    { value: 'ticks', label: text('unit.ticks') },
                    { value: 'price', label: text('unit.price') },
                  ]}
                />
              </Form.Item>
            </Col>
            {slippageUnit === 'ticks' ? (
              <Col xs={12} md={3}>
                <Form.Item name="tick" label={text('form.tick')} rules={[{ required: true }]}>
                  <InputNumber style={{ width: '100%' }} min={0} aria-label={text('form.tick')} />
                </Form.Item>
              </Col>
            ) : null}
          </Row>
        </>
      ) : null}
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <Form.Item
            name="periodsPerYear"
            label={text('form.periodsPerYear')}
            extra={
              perYear && productCalendar.id ? (
                <span data-testid="periods-source">
                  {text('form.periodsPerYear.calendar', { days: perYear.days, calendar: productCalendar.id, from: perYear.from, to: perYear.to })}
                </span>
              ) : (
                text('form.periodsPerYear.hint')
              )
            }
          >
            <Select aria-label={text('form.periodsPerYear')} options={periodOptions.map((p) => ({ value: p, label: String(p) }))} />
          </Form.Item>
        </Col>
        {num('riskFreePct', 'form.riskFree', { min: -100, max: 100, step: 0.1 })}
        <Col xs={12} md={6}>
          <Form.Item name="convention" label={text('form.convention')}>
            <Select
              aria-label={text('form.convention')}
              options={[
                { value: 'empyrical', label: text('convention.empyrical') },
                { value: 'quantstats', label: text('convention.quantstats') },
              ]}
            />
          </Form.Item>
        </Col>
        {num('rollingWindow', 'form.rollingWindow', { min: 2 })}
        <Col xs={24} md={12}>
          <Form.Item name="benchmark" label={text('form.benchmark')} extra={text('form.benchmark.hint')}>
            <Input aria-label={text('form.benchmark')} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={running}>
        {text('run')}
      </Button>
    </Form>
  );
}
