/** Error boundary around the page area of the layout; moving to another address clears the error. */
import { useLocation } from '@umijs/max';
import type { ReactNode } from 'react';
import ErrorBoundary from './index';

export default function PageBoundary({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
