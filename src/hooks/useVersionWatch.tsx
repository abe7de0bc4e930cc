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
import { BUILD_VERSION, VERSION_POLL_INTERVAL_MS } from '@/constants';
import { versionQuery } from '@/services/serverVersion';
import { t } from '@/utils/i18n';
import { reloadPage } from '@/utils/reloadPage';
import { isMajorUpdate } from '@/utils/version';
import { usePollingOptions } from './usePollingOptions';

export const UPDATE_NOTICE_KEY = 'update-available';

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

export interface VersionWatch {
  updateAvailable: boolean;
  serverVersion: string | null;
}

export function useVersionWatch(): VersionWatch {
  const { data: serverVersion = null } = useQuery({
    ...versionQuery(),
    ...usePollingOptions(VERSION_POLL_INTERVAL_MS),
    select: (envelope) => envelope.version,
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
