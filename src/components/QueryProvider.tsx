/**
 * The query client for everything inside the signed-in layout: the page area (app.tsx `childrenRender`, loaded
 * lazily) and the header (RightContent). Kept out of the root container on purpose: react-query there would
 * land in the login page's first load (docs/decisions.md, "Server state").
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/services/queryClient';

export default function QueryProvider({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
