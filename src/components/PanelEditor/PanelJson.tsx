/**
 * The panel as JSON, for every kind and for the fields without a form: applied as soon as it is a valid panel of its
 * kind (checked with the contract's schema, each problem with its path), never before, so the form and the preview
 * only ever see a panel they can draw. The panel's id stays the page's (the layout keeps it).
 */
import { useIntl } from '@umijs/max';
import { Alert, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { PanelSpec } from '@common/contract/pageSpec';
import { panelProblems } from '@common/builder/panelProblems';

const pretty = (panel: PanelSpec): string => JSON.stringify(panel, null, 2);

export default function PanelJson({ panel, onChange }: { panel: PanelSpec; onChange: (panel: PanelSpec) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [text, setText] = useState(() => pretty(panel));
  const [problems, setProblems] = useState<string[]>([]);
  // The panel changed elsewhere (the form, a kind switch): show it, unless it is what this tab just applied.
  const applied = useRef(panel);
  useEffect(() => {
    if (panel !== applied.current) {
      applied.current = panel;
      setText(pretty(panel));
      setProblems([]);
    }
  }, [panel]);

  const edit = (next: string) => {
    setText(next);
    let parsed: unknown;
    try {
      parsed = JSON.parse(next);
    } catch (error) {
      setProblems([f('builderEditor.json.notJson', { error: (error as Error).message })]);
      return;
    }
    const withId = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...parsed, id: panel.id } : parsed;
    const found = panelProblems(withId);
    setProblems(found);
    if (!found.length) {
      applied.current = withId as PanelSpec;
      onChange(withId as PanelSpec);
    }
  };

  return (
    <div>
      <Typography.Paragraph type="secondary">{f('builderEditor.json.hint')}</Typography.Paragraph>
      <Input.TextArea
        aria-label={f('builderEditor.json.label')}
        dir="ltr"
        spellCheck={false}
        autoSize={{ minRows: 10, maxRows: 30 }}
        style={{ fontFamily: 'monospace' }}
        value={text}
        onChange={(e) => edit(e.target.value)}
      />
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBlockStart: 8 }}
          data-testid="panel-json-problems"
          message={f('builderEditor.json.problems')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {problems.map((p) => (
                <li key={p} dir="ltr">
                  {p}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}
