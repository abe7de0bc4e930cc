/** The signed-in user's name in the header, with the logout item. */
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useIntl, useModel } from '@umijs/max';
import { Avatar, Dropdown, Space } from 'antd';
import { logoutAndLeave } from '@/session/logout';
import './AvatarDropdown.less';

export default function AvatarDropdown() {
  const intl = useIntl();
  const { initialState, setInitialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  if (!user) return null;
  return (
    <Dropdown
      menu={{
        items: [{ key: 'logout', icon: <LogoutOutlined />, label: intl.formatMessage({ id: 'avatar.logout' }) }],
        onClick: ({ key }) => {
          if (key === 'logout') void logoutAndLeave(setInitialState);
        },
      }}
    >
      <Space style={{ cursor: 'pointer', padding: '0 8px' }} data-testid="avatar" title={user.name || user.username}>
        <Avatar size="small" icon={<UserOutlined />} />
        <span className="avatar-name">{user.name || user.username}</span>
      </Space>
    </Dropdown>
  );
}
