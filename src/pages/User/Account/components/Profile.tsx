/**
 * The signed-in user's profile and a summary of the pages their access list opens. On a phone each label sits
 * above its value (one column, labels may wrap) so the table never spills out of its card; two columns from md up.
 */
import { useIntl } from '@umijs/max';
import { Descriptions, Grid, Space, Tag, Typography } from 'antd';
import { isAdminRole } from '@common/access/routeAccess';
import type { CurrentUser } from '@common/contract/user';
import { menuKeyOfPath } from '@/utils/accessRows';
import { DATE_TIME } from '@/utils/dateTime';

export default function Profile({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const time = (at: number | null) => (at === null ? f('account.profile.never') : intl.formatDate(at, DATE_TIME));
  const wide = Grid.useBreakpoint().md === true;
  const pages = user.access.map((entry) => ({ path: entry[2], menuKey: menuKeyOfPath(entry[2]) }));
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
      layout={wide ? 'horizontal' : 'vertical'}
      bordered
      size="small"
      styles={wide ? { label: { whiteSpace: 'nowrap' } } : undefined}
      data-testid="profile"
    >
      <Descriptions.Item label={f('account.profile.username')}>
        <span dir="ltr">{user.username}</span>
      </Descriptions.Item>
      <Descriptions.Item label={f('account.profile.name')}>{user.name || '—'}</Descriptions.Item>
      <Descriptions.Item label={f('account.profile.phone')}>
        <span dir="ltr">{user.phone || f('account.profile.noPhone')}</span>
      </Descriptions.Item>
      <Descriptions.Item label={f('account.profile.role')}>
        <Space>
          <Typography.Text code>{user.role}</Typography.Text>
          {isAdminRole(user.role) ? <Tag color="gold">{f('account.profile.admin')}</Tag> : null}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={f('account.profile.createdAt')}>{time(user.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={f('account.profile.lastLoginAt')}>{time(user.lastLoginAt)}</Descriptions.Item>
      <Descriptions.Item label={f('account.profile.access')} span={wide ? 2 : 1}>
        <Typography.Paragraph style={{ marginBlockEnd: 8 }} data-testid="access-summary">
          {f('account.profile.accessCount', { count: pages.length })}
        </Typography.Paragraph>
        <Space size={[4, 4]} wrap>
          {pages.map((p) => (
            <Tag key={p.path} title={p.path}>
              {p.menuKey ? f(p.menuKey) : p.path}
            </Tag>
          ))}
        </Space>
      </Descriptions.Item>
    </Descriptions>
  );
}
