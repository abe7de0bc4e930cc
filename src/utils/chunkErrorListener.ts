/**
 * Chunk failures that no component catches (a dynamic import() outside React.lazy) surface as
 * unhandled rejections: they get the same guarded reload, or a notice naming what failed.
 */
import { notification } from 'antd';
import { chunkFailureOf, reloadOnceForChunkError } from './chunkError';
import { t } from './i18n';

export function installChunkErrorListener(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    const failure = chunkFailureOf(event.reason);
    if (!failure) return;
    event.preventDefault();
    if (reloadOnceForChunkError()) return;
    notification.error({
      key: 'chunk-error',
      message: t('errorPage.chunk.title'),
      description: `${t(failure.kind === 'script' ? 'errorPage.chunk.script' : 'errorPage.chunk.stylesheet', { type: failure.type })} ${failure.address}`,
      duration: 0,
    });
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
