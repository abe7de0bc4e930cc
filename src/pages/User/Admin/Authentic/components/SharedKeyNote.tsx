/**
 * Why some boxes tick together: the pages sharing one access key (one unit: granting one grants the others,
 * and every page under a group that carries the key opens them too), and the pages whose changes stay with
 * administrators whatever the grant (route `editAccess: 'admin'`).
 */
import { useIntl } from '@umijs/max';
import { Alert } from 'antd';
import type { RouteConfig } from '../../../../../../config/routes';
import { editAccessOf } from '@common/access/routeAccess';
import { sharedKeyUnits, type AccessTreeNode } from '../accessTree';

interface Props {
  tree: AccessTreeNode[];
  routes: RouteConfig[];
  labelOf: (path: string) => string;
}

export default function SharedKeyNote({ tree, routes, labelOf }: Props) {
  const intl = useIntl();
  const units = sharedKeyUnits(tree, routes);
  const groups = new Set<string>();
  const visit = (nodes: AccessTreeNode[]) =>
    nodes.forEach((n) => {
      if (n.children?.length) groups.add(n.key);
      visit(n.children ?? []);
    });
  visit(tree);
  const adminEdited: string[] = [];
  const visitEdit = (nodes: AccessTreeNode[]) =>
    nodes.forEach((n) => {
      if (editAccessOf(routes, n.key) === 'admin') adminEdited.push(n.key);
      visitEdit(n.children ?? []);
    });
  visitEdit(tree);
  // A group node stands for its index page: name that page ("Overview") where the group's key is shared.
  const pageLabel = (path: string) => (groups.has(path) ? intl.formatMessage({ id: 'admin.access.groupIndex' }) : labelOf(path));
  if (!units.length && !adminEdited.length) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="shared-key-units"
      message={intl.formatMessage({ id: 'admin.access.sharedTitle' })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {units.map(({ key, paths }) => {
            const group = paths.find((p) => groups.has(p));
            return (
              <li key={key}>
                {intl.formatMessage({ id: 'admin.access.sharedUnit' }, { pages: intl.formatList(paths.map(pageLabel), { type: 'conjunction' }), key })}
                {group && ` ${intl.formatMessage({ id: 'admin.access.sharedGroup' }, { group: labelOf(group) })}`}
              </li>
            );
          })}
          {adminEdited.map((path) => (
            <li key={path}>{intl.formatMessage({ id: 'admin.access.adminEdit' }, { page: labelOf(path) })}</li>
          ))}
        </ul>
      }
    />
  );
}
