/**
 * Shown while the start-up user lookup is pending (`.umirc.ts` `initialState.loading`): the same branded screen
 * the HTML document shows before any script ran (src/umiPlugins/bootSplash.ts holds its CSS). It renders outside the
 * locale provider, so it reads the global intl (`t`). Plain elements only: it is part of the entry bundle.
 */
import { t } from '@/utils/i18n';

export default function AppLoading() {
  return (
    <div className="app-boot" role="status" aria-live="polite" aria-busy="true" data-testid="app-loading">
      <span className="app-boot-spinner" />
      <span>{t('app.title')}</span>
      <span className="app-boot-hint">{t('app.loading')}</span>
    </div>
  );
}
