/** A text panel's body and its links to other pages of the console (a route path and a label each). */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Form, Input, Space } from 'antd';
import type { PanelOf } from '@common/contract/pageSpec';
import { textValue, typedText } from './fieldText';

type Text = PanelOf<'text'>;

export default function TextFields({ panel, onChange }: { panel: Text; onChange: (panel: Text) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const links = panel.links ?? [];
  const setLinks = (next: NonNullable<Text['links']>) => {
    const { links: _old, ...rest } = panel;
    onChange(next.length ? { ...rest, links: next } : rest);
  };
  return (
    <>
      <Form.Item label={f('builderEditor.text.body')}>
        <Input.TextArea
          aria-label={f('builderEditor.text.body')}
          autoSize={{ minRows: 3, maxRows: 12 }}
          maxLength={500}
          value={textValue(intl, panel.body)}
          onChange={(e) => onChange({ ...panel, body: typedText(e.target.value) })}
        />
      </Form.Item>
      <Form.Item label={f('builderEditor.text.links')}>
        <Space direction="vertical" style={{ inlineSize: '100%' }}>
          {links.map((link, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: links have no id; their place is their identity while editing
            <Space key={i} wrap>
              <Input
                aria-label={f('builderEditor.link.to', { n: i + 1 })}
                placeholder="/tool/trade/board"
                dir="ltr"
                value={link.to}
                onChange={(e) => setLinks(links.map((l, j) => (j === i ? { ...l, to: e.target.value } : l)))}
                style={{ inlineSize: 220 }}
              />
              <Input
                aria-label={f('builderEditor.link.label', { n: i + 1 })}
                value={textValue(intl, link.label)}
                onChange={(e) => setLinks(links.map((l, j) => (j === i ? { ...l, label: typedText(e.target.value) } : l)))}
                style={{ inlineSize: 200 }}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={f('builderEditor.link.remove', { n: i + 1 })}
                onClick={() => setLinks(links.filter((_, j) => j !== i))}
              />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} disabled={links.length >= 8} onClick={() => setLinks([...links, { to: '/', label: { text: '' } }])}>
            {f('builderEditor.link.add')}
          </Button>
        </Space>
      </Form.Item>
    </>
  );
}
