/**
 * The live preview of one panel: the one renderer (`<PageView>`) over a one-panel spec, so the preview reads the same
 * endpoints as the report will, with the page's variables filled with their default values. A panel that cannot be
 * drawn yet (an address still to pick) lists what is missing, by path, instead.
 */
import { useIntl } from '@umijs/max';
import { useMemo } from 'react';
import { PAGE_SPEC_VERSION, type PageSpec, type PanelSpec } from '@common/contract/pageSpec';
import { panelProblems } from '@common/builder/panelProblems';
import { fillPanelVariables } from '@common/builder/panelVariables';
import PageView from '@/components/PageView';
import SpecProblems from '@/components/PageView/SpecProblems';

export default function PanelPreview({ panel, variables = {} }: { panel: PanelSpec; variables?: Readonly<Record<string, string>> }) {
  const intl = useIntl();
  const problems = useMemo(() => panelProblems(panel), [panel]);
  const spec = useMemo<PageSpec>(
    () => ({
      specVersion: PAGE_SPEC_VERSION,
      id: `builder-preview-${panel.id}`,
      title: { text: intl.formatMessage({ id: 'builderEditor.preview' }) },
      // Full width: the preview shows the panel's content, the page's grid shows its size.
      panels: [{ ...fillPanelVariables(panel, variables), layout: { ...panel.layout, w: 24 } }],
    }),
    [panel, variables, intl],
  );
  if (problems.length) {
    return (
      <SpecProblems
        type="warning"
        data-testid="panel-preview-waiting"
        message={intl.formatMessage({ id: 'builderEditor.preview.waiting' })}
        problems={problems}
      />
    );
  }
  return (
    <div data-testid="panel-preview">
      <PageView spec={spec} />
    </div>
  );
}
