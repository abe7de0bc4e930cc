/**
 * /tool/calculator/backtesting (docs/analytics/backtesting.md): a rule (z-score mean reversion, moving-average cross)
 * on a series with costs and slippage, or a net value as it is; results with metrics, charts, monthly table and
 * trades; parameter sweeps with progress and a heat map; saved results shared by link (`?saved=<id>`).
 */
import { PageContainer } from '@ant-design/pro-components';
import { useLocation } from '@umijs/max';
import { Alert, Button, Card, Form, Input, Space, Switch, Tabs, message } from 'antd';
import { useEffect, useState } from 'react';
import type { RunBody, RunResult, WithheldInput } from '@common/contract/backtesting';
import { failureMessage } from '@/utils/apiError';
import { DEFAULT_FORM, formOf, runBodyOf } from './buildBody';
import InputForm from './components/InputForm';
import ResultsView from './components/ResultsView';
import SavedList from './components/SavedList';
import SweepPanel from './components/SweepPanel';
import UsagePanel from './components/UsagePanel';
import { useText } from './components/useText';
import type { BacktestForm, FileSeries } from './data';
import { useRunBacktest, useSaveBacktest, useSavedBacktest } from './service';
import { useMessagePart } from '@/components/PageMessages';
import '@/locales/pageParts/backtesting';

export default function Backtesting() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('backtesting');
  const text = useText();
  const [form] = Form.useForm<BacktestForm>();
  const [file, setFile] = useState<FileSeries | null>(null);
  const [body, setBody] = useState<RunBody | null>(null);
  const [result, setResult] = useState<RunResult | null>(null);
  /** Inputs of another user's shared result this user may not read (issue 19): left out by the server, named here. */
  const [withheld, setWithheld] = useState<WithheldInput[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState('results');
  const [saveName, setSaveName] = useState('');
  const [saveShared, setSaveShared] = useState(false);
  const location = useLocation();
  const [savedId, setSavedId] = useState<string | null>(() => new URLSearchParams(location.search).get('saved'));
  const run = useRunBacktest();
  const save = useSaveBacktest();
  const saved = useSavedBacktest(savedId);

  // Every field, shown or not (before the form mounts: the defaults).
  const formValues = (): BacktestForm => ({ ...DEFAULT_FORM, ...form.getFieldsValue(true) });

  const send = async (b: RunBody) => {
    setError(null);
    setBody(b);
    setWithheld([]);
    try {
      setResult((await run.mutateAsync(b)).data);
      setTab('results');
    } catch (err) {
      setError(failureMessage(err));
    }
  };

  const onRun = () => {
    const b = runBodyOf(formValues(), file, Date.now());
    if (!b) {
      setError(text('form.file.missing'));
      return;
    }
    void send(b);
  };

  // A saved result (from the list or a shared link) shows as it was stored, with its inputs back in the form.
  useEffect(() => {
    if (!saved.data) return;
    const { form: values, file: savedFile } = formOf(saved.data.run);
    form.setFieldsValue(values);
    setFile(savedFile);
    setBody(saved.data.run);
    setResult({ ...saved.data.result, cached: true });
    setWithheld(saved.data.withheld);
    setTab('results');
  }, [saved.data, form]);

  const pick = (point: Record<string, number>) => {
    // The sweep ran on the form's inputs when nothing was run before it.
    const base = body ?? runBodyOf(formValues(), file, Date.now());
    if (!base?.rule) return;
    const b = { ...base, rule: { ...base.rule, ...point } } as RunBody;
    form.setFieldsValue(point as Partial<BacktestForm>);
    void send(b);
  };

  const onSave = async () => {
    if (!body) return;
    try {
      await save.mutateAsync({ name: saveName.trim() || text('saved.defaultName'), shared: saveShared, run: body });
      message.success(text('saved.done'));
    } catch (err) {
      setError(failureMessage(err));
    }
  };

  return (
    <PageContainer title={text('title')} content={text('intro')}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <UsagePanel />
        <Card size="small">
          <InputForm form={form} initial={DEFAULT_FORM} file={file} onFile={setFile} onRun={onRun} running={run.isPending} />
        </Card>
        {error ? <Alert type="error" showIcon message={error} /> : null}
        {saved.error ? <Alert type="error" showIcon message={failureMessage(saved.error)} /> : null}
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'results',
              label: text('tab.results'),
              children: result ? (
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Space wrap>
                    <Input
                      aria-label={text('saved.name')}
                      placeholder={text('saved.name')}
                      value={saveName}
                      onChange={(e) => setSaveName(e.target.value)}
                      style={{ width: 240 }}
                    />
                    <Switch checked={saveShared} onChange={setSaveShared} checkedChildren={text('saved.shared')} unCheckedChildren={text('saved.private')} />
                    <Button onClick={() => void onSave()} loading={save.isPending} disabled={!body}>
                      {text('saved.save')}
                    </Button>
                  </Space>
                  {withheld.length > 0 ? (
                    <Alert
                      type="warning"
                      showIcon
                      data-testid="backtest-withheld"
                      message={text('saved.withheld.title')}
                      description={withheld.map((w) => (
                        <div key={w.part}>{text(`saved.withheld.${w.part}`, { address: w.address, reason: text(`saved.withheld.reason.${w.reason}`) })}</div>
                      ))}
                    />
                  ) : null}
                  <ResultsView result={result} />
                </Space>
              ) : (
                <Alert type="info" message={text('result.none')} />
              ),
            },
            {
              key: 'sweep',
              label: text('tab.sweep'),
              children: <SweepPanel body={body ?? runBodyOf(formValues(), file, Date.now())} onPick={pick} />,
            },
            { key: 'saved', label: text('tab.saved'), children: <SavedList onLoad={(id) => setSavedId(id)} /> },
          ]}
        />
      </Space>
    </PageContainer>
  );
}
