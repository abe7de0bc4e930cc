/** The "How to use" panel: what each control does and which conventions the numbers use. */
import { Collapse, Typography } from 'antd';
import { useText } from './useText';

const PARAGRAPHS = ['input', 'rules', 'fills', 'costs', 'metrics', 'sweep', 'saved'] as const;

export default function UsagePanel() {
  const text = useText();
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'usage',
          label: text('usage.title'),
          children: PARAGRAPHS.map((p) => <Typography.Paragraph key={p}>{text(`usage.${p}`)}</Typography.Paragraph>),
        },
      ]}
    />
  );
}
