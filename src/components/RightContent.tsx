/**
 * The layout header's right side: data-source health strip, notification bell, language switcher, user menu. It also
 * runs the server version watch, which lives as long as the signed-in layout does. Loaded lazily from
 * app.tsx so none of it weighs on the login page; it brings its own query client provider (the header
 * sits outside the page area's).
 */
import { Space } from 'antd';
import { useVersionWatch } from '@/hooks/useVersionWatch';
import AvatarDropdown from './AvatarDropdown';
import HealthStrip from './HealthStrip';
import LanguageSwitcher from './LanguageSwitcher';
import NotificationBell from './NotificationBell';
import QueryProvider from './QueryProvider';

function HeaderContent() {
  useVersionWatch();
  return (
    <Space size={12} align="center" style={{ height: '100%' }}>
      <HealthStrip />
      <NotificationBell />
      <LanguageSwitcher />
      <AvatarDropdown />
    </Space>
  );
}

export default function RightContent() {
  return (
    <QueryProvider>
      <HeaderContent />
    </QueryProvider>
  );
}
