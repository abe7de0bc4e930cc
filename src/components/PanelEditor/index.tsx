/**
 * The panel editor of the builder (`/list/page` inline panels, `/list/comp` components; docs/builder.md, "The panel
 * editor"): pick a kind, then a form of its fields or the JSON of the whole panel, with a live preview beside it drawn
 * by the one renderer. Addresses may use the page's variables (`{name}`); the preview fills their default values.
 * Controlled: the caller holds the panel (which may be incomplete while edited: `panelProblems` says what is missing).
 */
import { useIntl } from '@umijs/max';
import { Col, Form, Row, Select, Tabs, Typography } from 'antd';
import type { PanelKind, PanelSpec } from '@common/contract/pageSpec';
import { textValue } from './fieldText';
import PanelForm, { KINDS_WITH_FORM } from './PanelForm';
import PanelJson from './PanelJson';
import PanelPreview from './PanelPreview';
import { newPanel, PANEL_KIND_LIST } from './panelTemplates';

export { newPanel, PANEL_KIND_LIST } from './panelTemplates';

export interface PanelEditorProps {
  panel: PanelSpec;
  onChange: (panel: PanelSpec) => void;
  /** The page's variables and their default values (the preview fills addresses with them). */
  variables?: Readonly<Record<string, string>>;
}

export default function PanelEditor({ panel, onChange, variables }: PanelEditorProps) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const kindLabel = (kind: PanelKind) => f(`builderEditor.kind.${kind}`);
  const names = Object.keys(variables ?? {});
  return (
    <Row gutter={[16, 16]} data-testid="panel-editor">
      <Col xs={24} xl={12}>
        <Form layout="vertical" component="div">
          <Form.Item label={f('builderEditor.panel.kind')}>
            <Select<PanelKind>
              aria-label={f('builderEditor.panel.kind')}
              value={panel.kind}
              showSearch
              optionFilterProp="label"
              style={{ inlineSize: 260 }}
              options={PANEL_KIND_LIST.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
              // A new kind starts from its template, keeping the panel's id, title and size.
              onChange={(kind) => onChange(newPanel(kind, panel.id, textValue(intl, panel.title) || kindLabel(kind), panel.layout))}
            />
          </Form.Item>
        </Form>
        {names.length > 0 && (
          <Typography.Paragraph type="secondary">{f('builderEditor.variables.hint', { names: names.map((n) => `{${n}}`).join(' ') })}</Typography.Paragraph>
        )}
        <Tabs
          defaultActiveKey={KINDS_WITH_FORM.has(panel.kind) ? 'form' : 'json'}
          items={[
            { key: 'form', label: f('builderEditor.tab.form'), children: <PanelForm panel={panel} onChange={onChange} /> },
            { key: 'json', label: f('builderEditor.tab.json'), children: <PanelJson panel={panel} onChange={onChange} /> },
          ]}
        />
      </Col>
      <Col xs={24} xl={12}>
        <PanelPreview panel={panel} variables={variables} />
      </Col>
    </Row>
  );
}
