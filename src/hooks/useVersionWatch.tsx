/**
 * Server version watch (docs/spec-reference.md#4-states-and-transitions, #9-business-constants-and-limits): every
 * 120 s with a 1 s time-out, never while the page is hidden (usePollingOptions). When the major part of the deployed
 * version (the envelope's `version`) differs from this bundle's build version, the update-available state is set and
 * a persistent notice offers a reload, once per server version. A failed poll changes nothing (the request layer has
 * logged it).
 */
import { useQuery } from '@tanstack/react-query';
import { Button, notification } from 'antd';
import { useEffect, useRef } from 'react';
import { BUILD_VERSION, POLL_TIMEOUT_MS, VERSION_POLL_INTERVAL_MS } from '@/constants';
import { call } from '@/services/call';
import { VERSION_PATH } from '@/services/serverVersion';
import { t } from '@/utils/i18n';
import { reloadPage } from '@/utils/reloadPage';
import { isMajorUpdate } from '@/utils/version';
import { usePollingOptions } from './usePollingOptions';

export const UPDATE_NOTICE_KEY = 'update-available';
/** Its own key: the poll reads the envelope's `version` with a time-out, unlike the pages' version query. */
export const VERSION_POLL_KEY = ['poll', VERSION_PATH] as const;

export function showUpdateNotice(serverVersion: string): void {
  notification.info({
    key: UPDATE_NOTICE_KEY,
    message: t('version.updateTitle'),
    description: t('version.updateBody', { server: serverVersion, local: BUILD_VERSION }),
    duration: 0,
    actions: (
      <Button type="primary" size="small" onClick={reloadPage}>
        {t('version.reload')}
      </Button>
    ),
  });
}

async function pollVersion(signal: AbortSignal): Promise<string> {
  const version = (await call(VERSION_PATH, undefined, { timeout: POLL_TIMEOUT_MS, signal }))?.version;
  // An answer without a version is a failed poll: the query keeps the last version it had.
  if (typeof version !== 'string' || !version) throw new Error('version answer without a version');
  return version;
}

export interface VersionWatch {
  updateAvailable: boolean;
  serverVersion: string | null;
}

export function useVersionWatch(): VersionWatch {
  const { data: serverVersion = null } = useQuery({
    queryKey: VERSION_POLL_KEY,
    queryFn: ({ signal }) => pollVersion(signal),
    ...usePollingOptions(VERSION_POLL_INTERVAL_MS),
  });
  const updateAvailable = serverVersion !== null && isMajorUpdate(serverVersion, BUILD_VERSION);
  const notifiedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!serverVersion || !updateAvailable || notifiedFor.current === serverVersion) return;
    notifiedFor.current = serverVersion;
    showUpdateNotice(serverVersion);
  }, [serverVersion, updateAvailable]);
  return { updateAvailable, serverVersion };
}
