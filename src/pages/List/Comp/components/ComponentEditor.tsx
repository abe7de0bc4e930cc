/**
 * One library component: its title and panel in the panel editor (form, JSON, live preview), save with the version the
 * edit started from (a 409 offers the newest version or to keep editing; the edit is kept either way), versions with
 * restore, sharing, and the pages that place it (a save reaches every one of them).
 */
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useAccess, useIntl, useModel } from '@umijs/max';
import { Alert, Button, Card, Col, Input, List, message, Modal, Popconfirm, Row, Skeleton, Space, Switch, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { ComponentVersion, InlinePanelInput, PageVersionInfo } from '@common/contract/builder';
import type { PanelSpec } from '@common/contract/pageSpec';
import { panelProblems } from '@common/builder/panelProblems';
import LoadError from '@/components/LoadError';
import PanelEditor from '@/components/PanelEditor';
import { newPanel } from '@/components/PanelEditor/panelTemplates';
import { apiQuery } from '@/services/query';
import { failureMessage } from '@/utils/apiError';
import { DATE_TIME } from '@/utils/dateTime';
import { conflictVersion } from '@/utils/versionConflict';
import { useComponent, useComponentVersions, useSaveComponent, useShareComponent } from '../service';

interface Edit {
  title: string;
  panel: PanelSpec;
}

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

  const [edit, setEdit] = useState<Edit>(() => ({ title: '', panel: newPanel('history', 'p1', f('builderEditor.kind.history')) }));
  const [base, setBase] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(componentId === null);
  const [dirty, setDirty] = useState(false);
  const [kept, setKept] = useState<Edit | null>(null);
  const [conflict, setConflict] = useState<number | null>(null);
  const [overwrite, setOverwrite] = useState<number | null>(null);
  const [shown, setShown] = useState<string[]>([]);

  // Setters only: stable, so the effect below runs when the data or `loaded` changes.
  const load = useCallback((c: ComponentVersion) => {
    setEdit({ title: c.title, panel: c.panel });
    setBase(c.version);
    setDirty(false);
    setLoaded(true);
  }, []);
  useEffect(() => {
    if (!loaded && comp.data) load(comp.data);
  }, [loaded, comp.data, load]);
  // Leaving the browser tab with an unsaved edit asks first.
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const readOnly = !!comp.data && !(isAdmin || comp.data.ownerId === initialState?.currentUser?.id);
  const change = (next: Edit) => {
    setEdit(next);
    setDirty(true);
  };
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
        setDirty(false);
        setBase(data.version);
        setOverwrite(null);
        setKept(null);
        void message.success(f('builderEditor.saved', { version: data.version }));
        if (!componentId) onOpen(data.id);
      },
      onError: (error) => {
        const current = conflictVersion(error);
        if (current !== null) setConflict(current);
        else void message.error(failureMessage(error));
      },
    });
  };
  const loadNewest = async () => {
    setKept(edit);
    setConflict(null);
    const result = await comp.refetch();
    if (result.data) load(result.data);
  };
  const keepEditing = () => {
    setOverwrite(conflict);
    setBase(conflict);
    setConflict(null);
  };
  const restore = async (version: number) => {
    try {
      const { data: old } = await client.fetchQuery(apiQuery('/v2/builder/comp/get', { id: componentId ?? '', version }));
      const { data } = await save.mutateAsync(bodyOf({ title: old.title, panel: old.panel }, old.latest));
      setEdit({ title: old.title, panel: old.panel });
      setBase(data.version);
      setDirty(false);
      void message.success(f('builderEditor.versions.restored', { version, saved: data.version }));
    } catch (error) {
      const current = conflictVersion(error);
      if (current !== null) setConflict(current);
      else void message.error(failureMessage(error));
    }
  };
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
  if (!loaded) return <Skeleton active />;
  const data = comp.data;

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }} size="middle" data-testid="component-editor">
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          {f('builderEditor.back')}
        </Button>
        <Input
          aria-label={f('builderEditor.component.title')}
          placeholder={f('builderEditor.component.title')}
          value={edit.title}
          maxLength={200}
          disabled={readOnly}
          onChange={(e) => change({ ...edit, title: e.target.value })}
          style={{ inlineSize: 320 }}
        />
        {base !== null && <Tag>{f('builderEditor.versionTag', { version: base })}</Tag>}
        {dirty && <Tag color="orange">{f('builderEditor.unsaved')}</Tag>}
        {!readOnly && (
          <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={doSave}>
            {f('builderEditor.save')}
          </Button>
        )}
        {data && !readOnly && (
          <Switch
            checked={data.shared}
            checkedChildren={f('builderEditor.shared.yes')}
            unCheckedChildren={f('builderEditor.shared.no')}
            aria-label={f('builderEditor.share', { title: data.title })}
            onChange={(shared) => share.mutate({ id: data.id, shared }, { onError: (error) => void message.error(failureMessage(error)) })}
          />
        )}
      </Space>
      {readOnly && <Alert type="info" showIcon message={f('builderEditor.readOnly.component')} />}
      {kept && (
        <Alert
          type="warning"
          showIcon
          data-testid="kept-draft"
          message={f('builderEditor.kept.conflict')}
          action={
            <Space>
              <Button
                size="small"
                type="primary"
                onClick={() => {
                  setOverwrite(base);
                  change(kept);
                  setKept(null);
                }}
              >
                {f('builderEditor.kept.restore')}
              </Button>
              <Button size="small" onClick={() => setKept(null)}>
                {f('builderEditor.kept.discard')}
              </Button>
            </Space>
          }
        />
      )}
      {overwrite !== null && (
        <Alert type="warning" showIcon data-testid="overwrite-warning" message={f('builderEditor.conflict.overwrite', { version: overwrite })} />
      )}
      {shown.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="save-problems"
          message={f('builderEditor.problems')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {shown.map((p) => (
                <li key={p} dir="ltr">
                  {p}
                </li>
              ))}
            </ul>
          }
        />
      )}
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
                  columns={[
                    { key: 'version', title: f('builderEditor.col.version'), dataIndex: 'version' },
                    { key: 'title', title: f('builderEditor.col.title'), dataIndex: 'title' },
                    { key: 'savedAt', title: f('builderEditor.versions.savedAt'), render: (_, v) => intl.formatDate(v.savedAt, DATE_TIME) },
                    {
                      key: 'actions',
                      title: f('builderEditor.col.actions'),
                      render: (_, v) =>
                        v.version === versions.data?.[0]?.version ? (
                          <Typography.Text type="secondary">{f('builderEditor.versions.newest')}</Typography.Text>
                        ) : (
                          !readOnly && (
                            <Popconfirm
                              title={f('builderEditor.versions.restoreConfirm', { version: v.version })}
                              okText={f('builderEditor.versions.restore')}
                              cancelText={f('builderEditor.cancel')}
                              onConfirm={() => restore(v.version)}
                            >
                              <Button size="small">{f('builderEditor.versions.restore')}</Button>
                            </Popconfirm>
                          )
                        ),
                    },
                  ]}
                />
              )}
            </Card>
          </Col>
        </Row>
      )}
      <Modal
        open={conflict !== null}
        title={f('builderEditor.conflict.title')}
        onCancel={keepEditing}
        footer={[
          <Button key="keep" onClick={keepEditing}>
            {f('builderEditor.conflict.keep')}
          </Button>,
          <Button key="load" type="primary" onClick={() => void loadNewest()}>
            {f('builderEditor.conflict.load', { version: conflict ?? '' })}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{f('builderEditor.conflict.text', { current: conflict ?? '', base: base ?? '' })}</Typography.Paragraph>
      </Modal>
    </Space>
  );
}
