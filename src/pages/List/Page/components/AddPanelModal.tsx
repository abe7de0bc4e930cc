/**
 * Adding a panel: a new inline panel of a kind (then edited in the panel editor), or a library component from
 * `/list/comp` (comp/list), placed by reference so later edits of the component reach this page.
 */
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Modal, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import type { PanelKind } from '@common/contract/pageSpec';
import { PANEL_KIND_LIST } from '@/components/PanelEditor/panelTemplates';
import { failureMessage } from '@/utils/apiError';
import { useComponentList } from '../service';

export type AddChoice = { kind: 'inline'; panelKind: PanelKind } | { kind: 'library'; componentId: string };

export default function AddPanelModal({
  open,
  onAdd,
  onCancel,
  adding,
}: {
  open: boolean;
  onAdd: (choice: AddChoice) => void;
  onCancel: () => void;
  adding?: boolean;
}) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const access = useAccess() as Record<string, boolean>;
  const mayUseLibrary = !!access.auth_list_comp;
  const [source, setSource] = useState<'inline' | 'library'>('inline');
  const [panelKind, setPanelKind] = useState<PanelKind>('history');
  const [componentId, setComponentId] = useState<string | null>(null);
  const components = useComponentList(open && mayUseLibrary && source === 'library');
  const ready = source === 'inline' || !!componentId;
  return (
    <Modal
      open={open}
      title={f('builderEditor.add.title')}
      okText={f('builderEditor.add.ok')}
      cancelText={f('builderEditor.cancel')}
      okButtonProps={{ disabled: !ready, loading: adding }}
      onCancel={onCancel}
      onOk={() => onAdd(source === 'inline' ? { kind: 'inline', panelKind } : { kind: 'library', componentId: componentId as string })}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ inlineSize: '100%' }}>
        <Radio.Group value={source} onChange={(e) => setSource(e.target.value)}>
          <Radio value="inline">{f('builderEditor.add.inline')}</Radio>
          <Radio value="library" disabled={!mayUseLibrary}>
            {f('builderEditor.add.library')}
          </Radio>
        </Radio.Group>
        {source === 'inline' ? (
          <Select<PanelKind>
            aria-label={f('builderEditor.panel.kind')}
            value={panelKind}
            showSearch
            optionFilterProp="label"
            style={{ inlineSize: '100%' }}
            options={PANEL_KIND_LIST.map((kind) => ({ value: kind, label: f(`builderEditor.kind.${kind}`) }))}
            onChange={setPanelKind}
          />
        ) : components.error ? (
          <Alert type="error" showIcon message={failureMessage(components.error)} />
        ) : (
          <Select<string>
            aria-label={f('builderEditor.add.component')}
            placeholder={f('builderEditor.add.component')}
            loading={components.isLoading}
            value={componentId}
            showSearch
            optionFilterProp="label"
            style={{ inlineSize: '100%' }}
            notFoundContent={f('builderEditor.add.noComponents')}
            options={(components.data ?? []).map((c) => ({ value: c.id, label: `${c.title} (${f(`builderEditor.kind.${c.kind}`)}, v${c.version})` }))}
            onChange={setComponentId}
          />
        )}
      </Space>
    </Modal>
  );
}
