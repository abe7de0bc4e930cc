/**
 * Language button (header and login page). Switches without a reload (setLocale(lang, false)) and keeps <html dir> in
 * step, so Arabic turns the page right to left at once (docs/spec-reference.md#4-states-and-transitions). The chosen
 * language's messages load first (src/locales/load.ts). The menu (antd Dropdown, the languages' names) loads on the
 * first click (./LanguageMenu.tsx): the login page does not carry it (issue 8 item 26).
 */
import { GlobalOutlined } from '@ant-design/icons';
import { getLocale, setLocale, useIntl } from '@umijs/max';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { loadLanguage } from '@/locales/load';
import { applyDocumentDirection } from '@/utils/direction';

const LanguageMenu = lazy(() => import('./LanguageMenu'));

/** Loads the language's messages, then switches to it. */
export async function changeLanguage(lang: string): Promise<void> {
  await loadLanguage(lang);
  setLocale(lang, false);
  applyDocumentDirection(lang);
}

export default function LanguageSwitcher() {
  const intl = useIntl();
  const [menuWanted, setMenuWanted] = useState(false);
  const button = (
    <Button type="text" icon={<GlobalOutlined />} aria-label={intl.formatMessage({ id: 'lang.switch' })} onClick={() => setMenuWanted(true)}>
      {intl.formatMessage({ id: 'lang.name' })}
    </Button>
  );
  if (!menuWanted) return button;
  return (
    <Suspense fallback={button}>
      {/* getLocale(), not intl.locale: in Arabic intl.locale carries the Latin-digit extension (ar-EG-u-nu-latn). */}
      <LanguageMenu current={getLocale()} onChoose={(lang) => void changeLanguage(lang)}>
        {button}
      </LanguageMenu>
    </Suspense>
  );
}
