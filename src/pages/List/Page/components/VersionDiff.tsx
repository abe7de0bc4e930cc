/** What changed between two versions of a page (common/builder/pageDiff.ts), as a list a reader scans. */
import { useIntl } from '@umijs/max';
import { Empty, List, Typography } from 'antd';
import type { GridCell } from '@common/contract/builder';
import { isEmptyDiff, type PageDiff } from '@common/builder/pageDiff';

const cell = (c: GridCell) => `(${c.x}, ${c.y}) ${c.w}×${c.h}`;

export default function VersionDiff({ diff, from, to }: { diff: PageDiff; from: number; to: number }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (isEmptyDiff(diff)) return <Empty description={f('builderEditor.diff.none', { from, to })} />;
  const lines: string[] = [];
  if (diff.title) lines.push(f('builderEditor.diff.title', { from: diff.title.from, to: diff.title.to }));
  for (const name of diff.variables.added) lines.push(f('builderEditor.diff.variableAdded', { name }));
  for (const name of diff.variables.removed) lines.push(f('builderEditor.diff.variableRemoved', { name }));
  for (const v of diff.variables.changed) lines.push(f('builderEditor.diff.variableChanged', { name: v.name, from: v.from, to: v.to }));
  for (const id of diff.panels.added) lines.push(f('builderEditor.diff.panelAdded', { id }));
  for (const id of diff.panels.removed) lines.push(f('builderEditor.diff.panelRemoved', { id }));
  for (const id of diff.panels.changed) lines.push(f('builderEditor.diff.panelChanged', { id }));
  for (const m of diff.moved) lines.push(f('builderEditor.diff.moved', { id: m.id, from: cell(m.from), to: cell(m.to) }));
  return (
    <List
      size="small"
      data-testid="version-diff"
      header={<Typography.Text strong>{f('builderEditor.diff.heading', { from, to })}</Typography.Text>}
      dataSource={lines}
      renderItem={(line) => <List.Item>{line}</List.Item>}
    />
  );
}
