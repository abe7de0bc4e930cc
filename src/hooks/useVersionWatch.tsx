/**
 * Server version watch (spec 4 and 9): every 120 s with a 1 s time-out, never while the page is hidden.
 * When the major part of the deployed version (the envelope's `version`) differs from this bundle's
 * build version, the update-available state is set and a persistent notice offers a reload.
 */
import { Button, notification } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { BUILD_VERSION, POLL_TIMEOUT_MS, VERSION_POLL_INTERVAL_MS } from '@/constants';
import { fetchVersion } from '@/services/setting';
import { t } from '@/utils/i18n';
import { reloadPage } from '@/utils/reloadPage';
import { isMajorUpdate } from '@/utils/version';
import { usePoller } from './usePoller';

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
  const [watch, setWatch] = useState<VersionWatch>({ updateAvailable: false, serverVersion: null });
  const notifiedFor = useRef<string | null>(null);
  const poll = useCallback(async () => {
    let serverVersion: string | undefined;
    try {
      serverVersion = (await fetchVersion({ timeout: POLL_TIMEOUT_MS }))?.version;
    } catch {
      return; // a failed poll changes nothing; the request layer has logged it
    }
    if (typeof serverVersion !== 'string' || !serverVersion) return;
    const updateAvailable = isMajorUpdate(serverVersion, BUILD_VERSION);
    setWatch({ updateAvailable, serverVersion });
    if (updateAvailable && notifiedFor.current !== serverVersion) {
      notifiedFor.current = serverVersion;
      showUpdateNotice(serverVersion);
    }
  }, []);
  usePoller(poll, VERSION_POLL_INTERVAL_MS);
  return watch;
}
