/**
 * The pages of one user as a tree of check boxes (config/routes.ts, gated pages only). Ticking a page ticks
 * what it grants with it (pages sharing its access key, SharedKeyNote says why: accessTree.ts nextTicks);
 * a group shows ticked when all its pages are and half-ticked when some are. Saving sends the
 * ticked pages to access/set, which adds the groups above them; the entries the server stored are shown
 * below. The change reaches the user's menu at their next user_info; the server enforces it at once.
 */
import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Empty, message, Space, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import routes from '../../../../../../config/routes';
import type { UserAccess, UserOption } from '@common/contract/user';
import { failureMessage } from '@/utils/apiError';
import { buildAccessTree, checkedLeavesFor, leafPaths, nextTicks, type AccessTreeNode } from '../accessTree';
import { useSetUserAccess, useUserAccess } from '../service';
import CopyAccessModal from './CopyAccessModal';
import EffectiveAccess from './EffectiveAccess';
import SharedKeyNote from './SharedKeyNote';

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

  // What the server stored (reloaded after a save); the ticks start from it and reset whenever it changes.
  const access = useUserAccess(user.id);
  const stored = access.data;
  const saved = useMemo(() => (stored ? checkedLeavesFor(tree, routes, stored.paths) : []), [tree, stored]);
  const [checked, setChecked] = useState<string[]>([]);
  const [ticksOf, setTicksOf] = useState<UserAccess>();
  if (stored && stored !== ticksOf) {
    setTicksOf(stored);
    setChecked(saved);
  }
  const setAccess = useSetUserAccess();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [copying, setCopying] = useState(false);
  const saving = setAccess.isPending;

  const save = async () => {
    setSaveError(null);
    try {
      await setAccess.mutateAsync({ userId: user.id, paths: checked });
      message.success(f('admin.access.saved', { user: user.name }));
    } catch (e) {
      setSaveError(failureMessage(e));
    }
  };

  if (!stored) return access.error ? <Alert type="error" showIcon message={failureMessage(access.error)} /> : <Spin />;
  // Parents in `checked` follow from the leaves, so only the leaves say whether anything changed.
  const dirty = !sameSet(
    checked.filter((p) => leaves.has(p)),
    saved,
  );

  return (
    <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
      {stored.administrator && <Alert type="info" showIcon message={f('admin.access.adminNote')} />}
      {saveError && <Alert type="error" showIcon message={saveError} data-testid="access-save-error" />}
      <Card
        title={f('admin.access.treeTitle', { user: user.name })}
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
        <SharedKeyNote tree={tree} routes={routes} labelOf={(path) => labels.get(path) ?? path} />
        {treeData.length ? (
          <Tree
            checkable
            selectable={false}
            defaultExpandAll
            treeData={treeData}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((prev) => nextTicks(tree, routes, prev, (Array.isArray(keys) ? keys : keys.checked).map(String)))}
          />
        ) : (
          <Empty />
        )}
      </Card>
      <Card title={f('admin.access.effective')} size="small">
        <Typography.Paragraph type="secondary">{f('admin.access.effectiveNote')}</Typography.Paragraph>
        <EffectiveAccess entries={stored.access} labelOf={(path) => labels.get(path) ?? path} username={user.name} />
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
