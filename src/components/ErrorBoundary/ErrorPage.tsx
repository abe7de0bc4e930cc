/**
 * What the user sees when rendering failed. For a chunk-load failure it names what failed (script or stylesheet, the
 * loader's failure type and the address) and offers a reload (docs/spec-reference.md#8-error-catalogue leaves the
 * presentation open; see docs/web-shell.md). Rendered outside the intl provider too, so it reads messages through
 * `t()` rather than `useIntl()`.
 */
import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Heading, Para } from '@/components/Plain';
import type { ChunkFailure } from '@/utils/chunkError';
import { t } from '@/utils/i18n';
import { reloadPage } from '@/utils/reloadPage';

export interface ErrorPageProps {
  chunk: ChunkFailure | null;
  /** Message of a non-chunk error, for support. */
  detail?: string;
}

export default function ErrorPage({ chunk, detail }: ErrorPageProps) {
  return (
    <div role="alert" style={{ maxWidth: 640, margin: '64px auto', padding: 24, textAlign: 'center' }}>
      <WarningOutlined style={{ fontSize: 48, color: '#faad14' }} />
      <Heading style={{ margin: '16px 0' }}>{t(chunk ? 'errorPage.chunk.title' : 'errorPage.generic.title')}</Heading>
      {chunk ? (
        <>
          <Para>{t(chunk.kind === 'script' ? 'errorPage.chunk.script' : 'errorPage.chunk.stylesheet', { type: chunk.type })}</Para>
          <Para>
            {t('errorPage.chunk.address')} <code style={{ wordBreak: 'break-all' }}>{chunk.address || t('errorPage.chunk.addressUnknown')}</code>
          </Para>
          <Para tone="secondary">{t('errorPage.chunk.hint')}</Para>
        </>
      ) : (
        <>
          <Para>{t('errorPage.generic.description')}</Para>
          {detail ? (
            <Para tone="secondary">
              <code style={{ wordBreak: 'break-all' }}>{detail}</code>
            </Para>
          ) : null}
        </>
      )}
      <Button type="primary" icon={<ReloadOutlined />} onClick={reloadPage}>
        {t('errorPage.reload')}
      </Button>
    </div>
  );
}
