/** The editor's inputs: each a name (`a` .. `h`) and an address chosen with the one series picker. */
import { Button, Space, Typography } from 'antd';
import SeriesPicker from '@/components/market/SeriesPicker';
import type { EditorInput } from '../data';
import { useText } from './useText';

interface Props {
  inputs: readonly EditorInput[];
  onChange: (inputs: EditorInput[]) => void;
  /** The next free name, or null when eight inputs are used. */
  next: string | null;
}

export default function InputList({ inputs, onChange, next }: Props) {
  const t = useText();
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Typography.Text strong>{t('dataSet.editor.inputs')}</Typography.Text>
      {inputs.map((input, i) => (
        <Space key={input.name} wrap>
          <Typography.Text code>{input.name}</Typography.Text>
          <SeriesPicker
            label={t('dataSet.editor.input', { name: input.name })}
            value={input.address}
            onChange={(address) => onChange(inputs.map((x, j) => (j === i ? { ...x, address } : x)))}
            width={420}
          />
          {inputs.length > 1 && (
            <Button size="small" onClick={() => onChange(inputs.filter((_, j) => j !== i))} aria-label={t('dataSet.editor.removeInput', { name: input.name })}>
              ×
            </Button>
          )}
        </Space>
      ))}
      {next && (
        <Button size="small" onClick={() => onChange([...inputs, { name: next, address: null }])}>
          {t('dataSet.editor.addInput')}
        </Button>
      )}
    </Space>
  );
}
