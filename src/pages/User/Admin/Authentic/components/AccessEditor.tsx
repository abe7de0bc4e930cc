/**
 * The pages of one user as a tree of check boxes (config/routes.ts, gated pages only). Ticking a page ticks
 * nothing else; a group shows ticked when all its pages are and half-ticked when some are. Saving sends the
 * ticked pages to access/set, which adds the groups above them; the entries the server stored are shown
 * below. The change reaches the user's menu at their next user_info; the server enforces it at once.
 */
import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Empty, message, Space, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import routes from '../../../../../../config/routes';
import { isAdminRole } from '@common/access/routeAccess';
import type { UserAccess, UserOption } from '@common/contract/user';
import { getUserAccess, setUserAccess } from '@/services/user';
import { failureMessage } from '@/utils/apiError';
import { buildAccessTree, checkedLeavesFor, leafPaths, type AccessTreeNode } from '../accessTree';
import CopyAccessModal from './CopyAccessModal';
import EffectiveAccess from './EffectiveAccess';

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

export default function AccessEditor({ user }: { user: UserOption }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const tree = useMemo(() => buildAccessTree(routes), []);
  const leaves = useMemo(() => new Set(leafPaths(tree)), [tree]);
  const labels = useMemo(() => {
    const map = new Map<string, string>();
    const visit = (nodes: AccessTreeNode[]) =>
      nodes.forEach((n) => {
        map.set(n.key, n.labelKeys.map((k) => intl.formatMessage({ id: k })).join(' + '));
        if (n.children) visit(n.children);
      });
    visit(tree);
    return map;
  }, [tree, intl]);
  const treeData = useMemo(() => {
    const toData = (nodes: AccessTreeNode[]): DataNode[] =>
      nodes.map((n) => ({ key: n.key, title: labels.get(n.key) ?? n.key, ...(n.children ? { children: toData(n.children) } : {}) }));
    return toData(tree);
  }, [tree, labels]);

  const [stored, setStored] = useState<UserAccess | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [saved, setSaved] = useState<string[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [copying, setCopying] = useState(false);

  const show = (access: UserAccess) => {
    const leaves = checkedLeavesFor(tree, access.paths);
    setStored(access);
    setChecked(leaves);
    setSaved(leaves);
  };

  useEffect(() => {
    let live = true;
    setStored(null);
    setLoadError(null);
    setSaveError(null);
    getUserAccess({ userId: user.id })
      .then(({ data }) => live && show(data))
      .catch((e) => live && setLoadError(failureMessage(e)));
    return () => {
      live = false;
    };
  }, [user.id]);

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      const { data } = await setUserAccess({ userId: user.id, paths: checked });
      show(data);
      message.success(f('admin.access.saved', { user: user.username }));
    } catch (e) {
      setSaveError(failureMessage(e));
    } finally {
      setSaving(false);
    }
  };

  if (loadError) return <Alert type="error" showIcon message={loadError} />;
  if (!stored) return <Spin />;
  // Parents in `checked` follow from the leaves, so only the leaves say whether anything changed.
  const dirty = !sameSet(
    checked.filter((p) => leaves.has(p)),
    saved,
  );

  return (
    <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
      {isAdminRole(user.role) && <Alert type="info" showIcon message={f('admin.access.adminNote')} />}
      {saveError && <Alert type="error" showIcon message={saveError} data-testid="access-save-error" />}
      <Card
        title={f('admin.access.treeTitle', { user: user.username })}
        extra={
          <Space wrap>
            {dirty && <Typography.Text type="warning">{f('admin.access.unsaved')}</Typography.Text>}
            <Button onClick={() => setChecked(saved)} disabled={!dirty || saving}>
              {f('admin.access.revert')}
            </Button>
            <Button onClick={() => setCopying(true)}>{f('admin.access.copy')}</Button>
            <Button type="primary" onClick={save} loading={saving} disabled={!dirty}>
              {f('admin.save')}
            </Button>
          </Space>
        }
      >
        {treeData.length ? (
          <Tree
            checkable
            selectable={false}
            defaultExpandAll
            treeData={treeData}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          />
        ) : (
          <Empty />
        )}
      </Card>
      <Card title={f('admin.access.effective')} size="small">
        <Typography.Paragraph type="secondary">{f('admin.access.effectiveNote')}</Typography.Paragraph>
        <EffectiveAccess entries={stored.access} labelOf={(path) => labels.get(path) ?? path} username={user.username} />
      </Card>
      <CopyAccessModal
        source={user}
        open={copying}
        onClose={() => setCopying(false)}
        onCopied={(count) => {
          setCopying(false);
          message.success(f('admin.copy.done', { count }));
        }}
      />
    </Space>
  );
}
