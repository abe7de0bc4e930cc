/**
 * Minimal heading and paragraph for the pages outside the layout and the error page. antd's Typography
 * brings its editable TextArea and more (about 8 KiB gzipped) into the login page; these do not.
 */
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

type Tone = 'default' | 'secondary' | 'warning';

export function Heading({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return <h1 style={{ fontSize: token.fontSizeHeading2, fontWeight: 600, color: token.colorTextHeading, margin: 0, ...style }}>{children}</h1>;
}

export function Para({ children, tone = 'default', style, ...rest }: { children: ReactNode; tone?: Tone; style?: CSSProperties; 'data-testid'?: string }) {
  const { token } = theme.useToken();
  const color = tone === 'secondary' ? token.colorTextSecondary : tone === 'warning' ? token.colorWarningText : token.colorText;
  return (
    <p style={{ color, margin: `0 0 ${token.marginSM}px`, ...style }} {...rest}>
      {children}
    </p>
  );
}
