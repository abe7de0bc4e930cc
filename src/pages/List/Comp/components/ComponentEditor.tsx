/**
 * One library component: its title and panel in the panel editor (form, JSON, live preview), save with the version the
 * edit started from (a 409 offers the newest version or to keep editing; the edit is kept either way), versions with
 * restore, sharing, and the pages that place it (a save reaches every one of them).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useAccess, useIntl, useModel } from '@umijs/max';
import { Card, Col, List, message, Modal, Row, Skeleton, Switch, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ComponentVersion, InlinePanelInput, PageVersionInfo } from '@common/contract/builder';
import type { PanelSpec } from '@common/contract/pageSpec';
import { panelProblems } from '@common/builder/panelProblems';
import LoadError from '@/components/LoadError';
import PanelEditor from '@/components/PanelEditor';
import { newPanel } from '@/components/PanelEditor/panelTemplates';
import { apiQuery } from '@/services/query';
import { failureMessage } from '@/utils/apiError';
import EditorFrame from '../../components/EditorFrame';
import { useVersionedEdit } from '../../components/useVersionedEdit';
import { useVersionColumns } from '../../components/versionColumns';
import { useComponent, useComponentVersions, useSaveComponent, useShareComponent } from '../service';

interface Edit {
  title: string;
  panel: PanelSpec;
}

const editOf = (c: ComponentVersion): Edit => ({ title: c.title, panel: c.panel });

export default function ComponentEditor({ componentId, onClose, onOpen }: { componentId: string | null; onClose: () => void; onOpen: (id: string) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const { isAdmin } = useAccess();
  const client = useQueryClient();
  const comp = useComponent(componentId);
  const versions = useComponentVersions(componentId);
  const save = useSaveComponent();
  const share = useShareComponent();

  const state = useVersionedEdit<Edit, ComponentVersion>({
    initial: () => ({ title: '', panel: newPanel('history', 'p1', f('builderEditor.kind.history')) }),
    id: componentId,
    data: comp.data,
    editOf,
    refetch: () => comp.refetch(),
  });
  const { edit, base, dirty, change } = state;
  // An edit set aside by loading the newest version after a conflict, offered until restored or discarded.
  const [kept, setKept] = useState<Edit | null>(null);
  const [shown, setShown] = useState<string[]>([]);

  // Leaving the browser tab with an unsaved edit asks first.
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const readOnly = !!comp.data && !(isAdmin || comp.data.ownerId === initialState?.currentUser?.id);
  const bodyOf = (e: Edit, version: number | null) => {
    const { layout, ...panel } = e.panel;
    return {
      ...(componentId ? { id: componentId, version: version ?? undefined } : {}),
      title: e.title.trim(),
      panel: { ...panel, layout } as InlinePanelInput,
    };
  };
  const doSave = () => {
    const problems = [...(edit.title.trim() ? [] : [f('builderEditor.problems.title')]), ...panelProblems(edit.panel)];
    setShown(problems);
    if (problems.length) return;
    save.mutate(bodyOf(edit, base), {
      onSuccess: ({ data }) => {
        state.saved(data.version);
        setKept(null);
        state.savedMessage(data.version);
        if (!componentId) onOpen(data.id);
      },
      onError: state.failed,
    });
  };
  const restore = async (version: number) => {
    try {
      const { data: old } = await client.fetchQuery(apiQuery('/v2/builder/comp/get', { id: componentId ?? '', version }));
      const { data } = await save.mutateAsync(bodyOf(editOf(old), old.latest));
      state.saved(data.version, editOf(old));
      void message.success(f('builderEditor.versions.restored', { version, saved: data.version }));
    } catch (error) {
      state.failed(error);
    }
  };
  const versionColumns = useVersionColumns({ newest: versions.data?.[0]?.version, readOnly, onRestore: restore });
  const back = () => {
    if (!dirty) return onClose();
    Modal.confirm({
      title: f('builderEditor.leave.title'),
      content: f('builderEditor.leave.text'),
      okText: f('builderEditor.leave.ok'),
      cancelText: f('builderEditor.cancel'),
      onOk: onClose,
    });
  };

  if (comp.error) return <LoadError error={comp.error} onRetry={() => void comp.refetch()} />;
  if (!state.loaded) return <Skeleton active />;
  const data = comp.data;

  return (
    <EditorFrame
      data-testid="component-editor"
      state={state}
      onBack={back}
      titleLabel={f('builderEditor.component.title')}
      title={edit.title}
      onTitle={(title) => change({ ...edit, title })}
      readOnly={readOnly}
      readOnlyMessage={f('builderEditor.readOnly.component')}
      saving={save.isPending}
      onSave={doSave}
      actions={
        data &&
        !readOnly && (
          <Switch
            checked={data.shared}
            checkedChildren={f('builderEditor.shared.yes')}
            unCheckedChildren={f('builderEditor.shared.no')}
            aria-label={f('builderEditor.share', { title: data.title })}
            onChange={(shared) => share.mutate({ id: data.id, shared }, { onError: (error) => void message.error(failureMessage(error)) })}
          />
        )
      }
      kept={
        kept && {
          message: f('builderEditor.kept.conflict'),
          onRestore: () => {
            state.setOverwrite(base);
            change(kept);
            setKept(null);
          },
          onDiscard: () => setKept(null),
        }
      }
      problems={shown}
      onLoadNewest={() => void state.loadNewest(() => setKept(edit))}
    >
      {readOnly ? null : <PanelEditor panel={edit.panel} onChange={(panel) => change({ ...edit, panel })} />}
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card size="small" title={f('builderEditor.usedBy', { count: data.usedByCount })}>
              <List
                size="small"
                data-testid="used-by"
                dataSource={data.usedBy}
                locale={{ emptyText: f('builderEditor.usedBy.none') }}
                renderItem={(use) => (
                  <List.Item>
                    <Link to={`/list/page?id=${encodeURIComponent(use.pageId)}`}>{use.title}</Link>
                  </List.Item>
                )}
                footer={
                  data.usedByCount > data.usedBy.length ? (
                    <Typography.Text type="secondary">{f('builderEditor.usedBy.hidden', { count: data.usedByCount - data.usedBy.length })}</Typography.Text>
                  ) : undefined
                }
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={f('builderEditor.versions')}>
              {versions.error ? (
                <LoadError error={versions.error} onRetry={() => void versions.refetch()} />
              ) : (
                <Table<PageVersionInfo>
                  size="small"
                  rowKey="version"
                  loading={versions.isLoading}
                  dataSource={versions.data ?? []}
                  pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
                  columns={versionColumns}
                />
              )}
            </Card>
          </Col>
        </Row>
      )}
    </EditorFrame>
  );
}
