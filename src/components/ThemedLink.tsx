/**
 * An in-app link in the theme's link colours, for the pages outside the layout (login, register). antd's reset
 * leaves a bare <a> to the browser's underlined blue and visited purple, and antd's Typography.Link would bring
 * Typography's editable text area into the login page's bundle (docs/web-shell.md, "Login page weight").
 */
import { Link } from '@umijs/max';
import { theme } from 'antd';
import { useState, type ReactNode } from 'react';

export default function ThemedLink({ to, children, 'data-testid': testId }: { to: string; children: ReactNode; 'data-testid'?: string }) {
  const { token } = theme.useToken();
  const [active, setActive] = useState(false);
  const on = () => setActive(true);
  const off = () => setActive(false);
  return (
    <Link
      to={to}
      data-testid={testId}
      onMouseEnter={on}
      onMouseLeave={off}
      onFocus={on}
      onBlur={off}
      style={{ color: active ? token.colorLinkHover : token.colorLink, textDecoration: 'none', transition: `color ${token.motionDurationMid}` }}
    >
      {children}
    </Link>
  );
}
