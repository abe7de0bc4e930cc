/**
 * Chunk-load failures (docs/spec-reference.md#8-error-catalogue): recognised from webpack's and mako's script errors and the
 * stylesheet error, shown with type and address and a reload button, reloaded automatically at
 * most once per guard window, caught by the root boundary for pages outside the layout too.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { notification } from 'antd';
import { createElement, lazy, Suspense } from 'react';
import { rootContainer } from '@/app';
import ErrorBoundary from '@/components/ErrorBoundary';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_STORAGE_KEY } from '@/constants';
import { chunkFailureOf, reloadOnceForChunkError } from '@/utils/chunkError';
import { installChunkErrorListener } from '@/utils/chunkErrorListener';
import { pageReloader } from '@/utils/reloadPage';

let reload: jest.SpyInstance;

/** The error webpack's runtime rejects a lazy import with. */
function webpackChunkError(type = 'error', url = 'http://console.test/p__Home.1a2b.async.js') {
  return Object.assign(new Error(`Loading chunk 42 failed. (${type}: ${url})`), { name: 'ChunkLoadError', type, request: url });
}
/** Mako's runtime: no `request`, the address only in the message. */
function makoChunkError(type = 'timeout', url = 'http://console.test/9f2c-async.js') {
  return Object.assign(new Error(`Loading chunk 9f2c failed. (${type} : ${url})`), { name: 'ChunkLoadError', type });
}
function cssChunkError(url = 'http://console.test/t__Layout.css') {
  return Object.assign(new Error(`Loading CSS chunk 7 failed.\n(${url})`), { code: 'CSS_CHUNK_LOAD_FAILED', type: 'error', request: url });
}

function Thrower({ error }: { error: unknown }): JSX.Element {
  throw error;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  reload = jest.spyOn(pageReloader, 'reload').mockImplementation(() => undefined);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  reload.mockRestore();
});

describe('chunkFailureOf', () => {
  test('reads kind, failure type and address from each loader', () => {
    expect(chunkFailureOf(webpackChunkError('missing'))).toEqual({ kind: 'script', type: 'missing', address: 'http://console.test/p__Home.1a2b.async.js' });
    expect(chunkFailureOf(makoChunkError())).toEqual({ kind: 'script', type: 'timeout', address: 'http://console.test/9f2c-async.js' });
    expect(chunkFailureOf(cssChunkError())).toEqual({ kind: 'stylesheet', type: 'error', address: 'http://console.test/t__Layout.css' });
    // Only the message to go on.
    expect(chunkFailureOf(Object.assign(new Error('Loading chunk 3 failed. (error: http://h/3.js)'), { name: 'ChunkLoadError' }))).toEqual({
      kind: 'script',
      type: 'error',
      address: 'http://h/3.js',
    });
    expect(chunkFailureOf(Object.assign(new Error('Loading CSS chunk 7 failed.\n(http://h/7.css)'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toEqual({
      kind: 'stylesheet',
      type: 'error',
      address: 'http://h/7.css',
    });
  });

  test('other errors are not chunk failures', () => {
    for (const e of [new Error('x'), new TypeError('y'), null, undefined, 'ChunkLoadError', { name: 'Error', code: 'ERR' }])
      expect(chunkFailureOf(e)).toBeNull();
  });
});

describe('guarded reload', () => {
  test('reloads once, then not again within the guard window, then again after it', () => {
    const now = 1_000_000;
    const reloadFn = () => pageReloader.reload();
    expect(reloadOnceForChunkError(window.sessionStorage, reloadFn, now)).toBe(true);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(now));
    expect(reloadOnceForChunkError(window.sessionStorage, reloadFn, now + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(window.sessionStorage, reloadFn, now + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test('without working storage there is no loop guard, so no automatic reload', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(reloadOnceForChunkError(broken)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('error boundary', () => {
  test('a failed script chunk: one automatic reload, and the page names type and address with a Reload button', () => {
    render(
      <ErrorBoundary>
        <Thrower error={webpackChunkError('timeout')} />
      </ErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('部分应用文件加载失败');
    expect(screen.getByRole('alert')).toHaveTextContent('失败类型：timeout');
    expect(screen.getByText('http://console.test/p__Home.1a2b.async.js')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /刷新页面/ }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test('a second failure right after the automatic reload shows the page without reloading again (no loop)', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now()));
    render(
      <ErrorBoundary>
        <Thrower error={cssChunkError()} />
      </ErrorBoundary>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('样式文件加载失败（失败类型：error）');
    expect(screen.getByText('http://console.test/t__Layout.css')).toBeInTheDocument();
  });

  test('a failing lazy page (React.lazy) is caught the same way', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now()));
    const Page = lazy(() => Promise.reject(makoChunkError('missing', 'http://console.test/p.js')));
    render(
      <ErrorBoundary>
        <Suspense fallback={<span>loading</span>}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('失败类型：missing');
    expect(screen.getByText('http://console.test/p.js')).toBeInTheDocument();
  });

  test('other render errors get the generic page, without an automatic reload', () => {
    render(
      <ErrorBoundary>
        <Thrower error={new Error('widget exploded')} />
      </ErrorBoundary>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('页面出错了');
    expect(screen.getByText('widget exploded')).toBeInTheDocument();
  });

  test('a new resetKey (another address) clears the error', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Thrower error={new Error('bad page')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/b">
        <span>other page</span>
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('other page')).toBeInTheDocument();
  });

  test('the root container (outside the layout, e.g. the login page) has the boundary', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now()));
    render(rootContainer(createElement(Thrower, { error: webpackChunkError('error', 'http://console.test/p__User__Login.js') })) as JSX.Element);
    expect(screen.getByRole('alert')).toHaveTextContent('部分应用文件加载失败');
    expect(screen.getByText('http://console.test/p__User__Login.js')).toBeInTheDocument();
  });
});

describe('unhandled chunk rejections', () => {
  test('reload once, then a persistent notice naming the failure', () => {
    const notice = jest.spyOn(notification, 'error').mockImplementation(() => undefined);
    const stop = installChunkErrorListener();
    const fire = (reason: unknown) => {
      const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: reason });
      act(() => {
        window.dispatchEvent(event);
      });
      return event;
    };
    expect(fire(webpackChunkError()).defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    fire(webpackChunkError('missing', 'http://console.test/x.js'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notice).toHaveBeenCalledTimes(1);
    expect(notice.mock.calls[0][0].description).toContain('http://console.test/x.js');
    expect(fire(new Error('not a chunk')).defaultPrevented).toBe(false);
    stop();
    notice.mockRestore();
  });
});
