/**
 * One panel of the page in the panel editor (form, JSON, live preview), changes applied to the page as they are
 * made. A library panel is the component's: shown read-only with its preview and a link to edit the component.
 */
import { Link, useIntl } from '@umijs/max';
import { Alert, Button, Drawer, Space, Tag } from 'antd';
import type { BuilderVariables } from '@common/contract/builder';
import type { PanelSpec } from '@common/contract/pageSpec';
import PanelEditor from '@/components/PanelEditor';
import PanelPreview from '@/components/PanelEditor/PanelPreview';
import type { EditorPanel } from '../data';

interface Props {
  panel: EditorPanel | null;
  variables: BuilderVariables;
  onChange: (spec: PanelSpec) => void;
  onClose: () => void;
}

export default function PanelDrawer({ panel, variables, onChange, onClose }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Drawer
      open={!!panel}
      width="min(1200px, 96vw)"
      title={panel ? f('builderEditor.panel.editing', { id: panel.spec.id }) : ''}
      onClose={onClose}
      extra={
        <Button type="primary" onClick={onClose}>
          {f('builderEditor.done')}
        </Button>
      }
      destroyOnHidden
    >
      {panel?.componentId ? (
        <Space direction="vertical" style={{ inlineSize: '100%' }}>
          <Alert
            type="info"
            showIcon
            message={
              <Space wrap>
                <Tag color="purple">{f('builderEditor.library')}</Tag>
                {f('builderEditor.library.note')}
                <Link to={`/list/comp?id=${encodeURIComponent(panel.componentId)}`}>{f('builderEditor.library.edit')}</Link>
              </Space>
            }
          />
          <PanelPreview panel={panel.spec} variables={variables} />
        </Space>
      ) : (
        panel && <PanelEditor panel={panel.spec} onChange={onChange} variables={variables} />
      )}
    </Drawer>
  );
}
