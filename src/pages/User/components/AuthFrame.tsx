/** The frame of the pages outside the layout (login, register): title, language switcher, card. */
import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import LanguageSwitcher from '@/components/LanguageSwitcher';
import { Heading, Para } from '@/components/Plain';

export default function AuthFrame({ children, heading }: { children: ReactNode; heading?: string }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  // A plain panel rather than antd Card: Card brings Skeleton and more into the login page's bundle.
  const panel = { background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: token.paddingLG, boxShadow: token.boxShadowTertiary };
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', background: token.colorBgLayout }}>
      <div style={{ alignSelf: 'flex-end', padding: 16 }}>
        <LanguageSwitcher />
      </div>
      <main style={{ width: 400, maxWidth: '92vw', marginTop: 32 }}>
        <Heading style={{ textAlign: 'center', marginBottom: 4 }}>{intl.formatMessage({ id: 'app.title' })}</Heading>
        <Para tone="secondary" style={{ textAlign: 'center' }}>
          {heading ?? intl.formatMessage({ id: 'app.subtitle' })}
        </Para>
        <div style={panel}>{children}</div>
      </main>
    </div>
  );
}
