/**
 * The page's panels on the 24-column grid, dragged by their header and resized from their corner
 * (react-grid-layout 2, loaded with the editor only). A cell shows what the panel is (title, kind, its series) and
 * its actions; the page preview draws the panels themselves. The grid reports a finished drag or resize as the
 * contract's layout (common/builder/gridLayout.ts), bounded so whatever it reports can be saved.
 */
import { DeleteOutlined, DragOutlined, EditOutlined } from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { type RefObject, useMemo } from 'react';
import GridLayout, { type Layout, useContainerWidth } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { BuilderLayout } from '@common/contract/builder';
import { GRID_COLUMNS } from '@common/contract/pageSpec';
import { builderLayoutOf, type GridItem, gridItemsOf } from '@common/builder/gridLayout';
import { specText } from '@/components/PageView/specText';
import { ROW_HEIGHT_PX } from '@/components/PageView/grid';
import type { EditorPanel } from '../data';

interface Props {
  panels: readonly EditorPanel[];
  layout: BuilderLayout;
  onLayout: (layout: BuilderLayout) => void;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
  readOnly?: boolean;
}

/** The addresses a cell lists (what the panel reads), first three. */
function addressesOf(panel: EditorPanel['spec']): string[] {
  const p = panel as { series?: unknown; rows?: { address: string }[]; y?: string; product?: string };
  const list = Array.isArray(p.series) ? p.series : p.series ? [p.series] : (p.rows ?? []);
  const out = (list as { address?: string }[]).map((s) => s.address ?? '').filter(Boolean);
  if (p.y) out.push(p.y);
  if (p.product) out.push(p.product);
  return out.slice(0, 3);
}

export default function PanelGrid({ panels, layout, onLayout, onEdit, onRemove, readOnly }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { width, containerRef, mounted } = useContainerWidth();
  const items = useMemo(
    () =>
      gridItemsOf(
        layout,
        panels.map((p) => p.spec),
      ),
    [layout, panels],
  );
  const ids = useMemo(() => panels.map((p) => p.spec.id), [panels]);
  // A finished drag or resize (not every intermediate position, nor the grid's first layout).
  const done = (next: Layout) => onLayout(builderLayoutOf(next as GridItem[], ids));

  return (
    <div ref={containerRef as RefObject<HTMLDivElement>} data-testid="panel-grid" dir="ltr">
      {mounted && (
        <GridLayout
          width={width}
          layout={items}
          gridConfig={{ cols: GRID_COLUMNS, rowHeight: ROW_HEIGHT_PX, margin: [8, 8] }}
          dragConfig={{ enabled: !readOnly, handle: '.builder-drag' }}
          resizeConfig={{ enabled: !readOnly, handles: ['se'] }}
          onDragStop={done}
          onResizeStop={done}
        >
          {panels.map(({ spec, componentId }) => (
            <div key={spec.id} data-testid={`grid-cell-${spec.id}`}>
              <Card
                size="small"
                style={{ blockSize: '100%', overflow: 'hidden' }}
                title={
                  <Space className="builder-drag" style={{ cursor: readOnly ? 'default' : 'move' }}>
                    {!readOnly && <DragOutlined aria-hidden />}
                    <Typography.Text ellipsis>{specText(intl, spec.title) || f(`builderEditor.kind.${spec.kind}`)}</Typography.Text>
                  </Space>
                }
                extra={
                  !readOnly && (
                    <Space size={4}>
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={f('builderEditor.panel.edit', { id: spec.id })}
                        onClick={() => onEdit(spec.id)}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={f('builderEditor.panel.remove', { id: spec.id })}
                        onClick={() => onRemove(spec.id)}
                      />
                    </Space>
                  )
                }
              >
                <Space wrap size={4}>
                  <Tag>{f(`builderEditor.kind.${spec.kind}`)}</Tag>
                  {componentId && (
                    <>
                      <Tag color="purple">{f('builderEditor.library')}</Tag>
                      <Link to={`/list/comp?id=${encodeURIComponent(componentId)}`}>{f('builderEditor.library.edit')}</Link>
                    </>
                  )}
                  <Typography.Text type="secondary" dir="ltr">
                    {`${layout[spec.id]?.w ?? spec.layout.w}×${layout[spec.id]?.h ?? spec.layout.h}`}
                  </Typography.Text>
                </Space>
                {addressesOf(spec).map((a) => (
                  <Typography.Paragraph key={a} type="secondary" ellipsis style={{ margin: 0 }} dir="ltr">
                    {a}
                  </Typography.Paragraph>
                ))}
              </Card>
            </div>
          ))}
        </GridLayout>
      )}
    </div>
  );
}
