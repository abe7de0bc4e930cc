/** The editor's transforms as an ordered list: add by kind, each kind's fields, move up or down, remove. */
import { Button, Input, InputNumber, Select, Space, Typography } from 'antd';
import { DATA_SET_MAX_TRANSFORMS, DATA_SET_MAX_WINDOW, TRANSFORM_KINDS, type Transform, type TransformKind } from '@common/contract/dataSet';
import SeriesPicker from '@/components/market/SeriesPicker';
import { defaultTransform } from './editorState';
import { useText } from './useText';

interface Props {
  transforms: readonly Transform[];
  onChange: (transforms: Transform[]) => void;
}

export default function TransformList({ transforms, onChange }: Props) {
  const t = useText();
  const set = (i: number, patch: Partial<Transform>) => onChange(transforms.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...transforms];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    onChange(next);
  };
  const kindName = (k: TransformKind) => t(`dataSet.transform.${k}`);
  const fields = (x: Transform, i: number) => {
    const label = (f: string) => `${t(`dataSet.field.${f}`)} (${i + 1})`;
    switch (x.kind) {
      case 'resample':
        return (
          <>
            <Select
              aria-label={label('period')}
              value={x.period}
              onChange={(period) => set(i, { period })}
              options={(['week', 'month'] as const).map((v) => ({ value: v, label: t(`dataSet.period.${v}`) }))}
              style={{ minInlineSize: 110 }}
            />
            <Select
              aria-label={label('how')}
              value={x.how}
              onChange={(how) => set(i, { how })}
              options={(['last', 'mean'] as const).map((v) => ({ value: v, label: t(`dataSet.how.${v}`) }))}
              style={{ minInlineSize: 120 }}
            />
          </>
        );
      case 'rollingMean':
      case 'rollingZ':
        return (
          <InputNumber
            aria-label={label('window')}
            min={x.kind === 'rollingZ' ? 2 : 1}
            max={DATA_SET_MAX_WINDOW}
            precision={0}
            value={x.window}
            onChange={(v) => set(i, { window: v ?? undefined })}
          />
        );
      case 'rebase':
        return (
          <Input
            aria-label={label('date')}
            value={x.date}
            onChange={(e) => set(i, { date: e.target.value })}
            placeholder="YYYY-MM-DD"
            style={{ inlineSize: 130 }}
          />
        );
      case 'convert':
        return (
          <>
            <SeriesPicker label={label('rate')} value={x.rate ?? null} onChange={(rate) => set(i, { rate: rate ?? undefined })} width={300} />
            <Select
              aria-label={label('op')}
              value={x.op}
              onChange={(op) => set(i, { op })}
              options={(['multiply', 'divide'] as const).map((v) => ({ value: v, label: t(`dataSet.op.${v}`) }))}
              style={{ minInlineSize: 110 }}
            />
          </>
        );
      default:
        return null;
    }
  };
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Typography.Text strong>{t('dataSet.editor.transforms')}</Typography.Text>
      {transforms.length === 0 && <Typography.Text type="secondary">{t('dataSet.editor.noTransforms')}</Typography.Text>}
      <ol style={{ margin: 0, paddingInlineStart: 20 }} aria-label={t('dataSet.editor.transforms')}>
        {transforms.map((x, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transform has no identity besides its place in the order
          <li key={i} aria-label={t('dataSet.transform.label', { n: i + 1, kind: kindName(x.kind) })}>
            <Space wrap style={{ marginBlockEnd: 4 }}>
              <Typography.Text>{kindName(x.kind)}</Typography.Text>
              {fields(x, i)}
              <Button size="small" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('dataSet.transform.up', { n: i + 1 })}>
                ↑
              </Button>
              <Button size="small" disabled={i === transforms.length - 1} onClick={() => move(i, 1)} aria-label={t('dataSet.transform.down', { n: i + 1 })}>
                ↓
              </Button>
              <Button size="small" onClick={() => onChange(transforms.filter((_, j) => j !== i))} aria-label={t('dataSet.transform.remove', { n: i + 1 })}>
                ×
              </Button>
            </Space>
          </li>
        ))}
      </ol>
      {transforms.length < DATA_SET_MAX_TRANSFORMS && (
        <Select<TransformKind>
          aria-label={t('dataSet.editor.addTransform')}
          placeholder={t('dataSet.editor.addTransform')}
          value={null}
          onChange={(kind) => onChange([...transforms, defaultTransform(kind)])}
          options={TRANSFORM_KINDS.map((k) => ({ value: k, label: kindName(k) }))}
          style={{ minInlineSize: 200 }}
        />
      )}
    </Space>
  );
}
