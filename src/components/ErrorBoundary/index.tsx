/**
 * Error boundary for the whole app (rootContainer, so login and register are covered) and for the
 * page area inside the layout (so the menu stays usable). A chunk-load error first triggers one
 * guarded automatic reload; if that already happened recently, the error page is shown instead.
 */
import React from 'react';
import { chunkFailureOf, reloadOnceForChunkError } from '@/utils/chunkError';
import ErrorPage from './ErrorPage';

export interface ErrorBoundaryProps {
  children?: React.ReactNode;
  /** A change of this value clears a caught error (the layout passes the path, so navigating away recovers). */
  resetKey?: string;
}

interface State {
  error: unknown;
  hasError: boolean;
}

export default class ErrorBoundary extends React.Component<ErrorBoundaryProps, State> {
  state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[render]', error);
    if (chunkFailureOf(error)) reloadOnceForChunkError();
  }

  componentDidUpdate(prev: ErrorBoundaryProps) {
    if (this.state.hasError && prev.resetKey !== this.props.resetKey) this.setState({ error: null, hasError: false });
  }

  render() {
    if (!this.state.hasError) return this.props.children;
    const { error } = this.state;
    const detail = error instanceof Error ? error.message : String(error);
    return <ErrorPage chunk={chunkFailureOf(error)} detail={detail} />;
  }
}
