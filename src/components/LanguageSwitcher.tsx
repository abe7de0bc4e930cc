/**
 * Language menu (header and login page). Switches without a reload (setLocale(lang, false)) and keeps <html dir> in
 * step, so Arabic turns the page right to left at once (docs/spec-reference.md#4-states-and-transitions). Each
 * language is named in itself, from its own locale file (`lang.name`).
 */
import { GlobalOutlined } from '@ant-design/icons';
import { getAllLocales, getIntl, getLocale, setLocale, useIntl } from '@umijs/max';
import { Button, Dropdown } from 'antd';
import { useMemo } from 'react';
import { applyDocumentDirection } from '@/utils/direction';

export function changeLanguage(lang: string): void {
  setLocale(lang, false);
  applyDocumentDirection(lang);
}

export default function LanguageSwitcher() {
  const intl = useIntl();
  const items = useMemo(() => getAllLocales().map((lang) => ({ key: lang, label: getIntl(lang).formatMessage({ id: 'lang.name' }) })), []);
  return (
    <Dropdown menu={{ items, selectable: true, selectedKeys: [getLocale()], onClick: ({ key }) => changeLanguage(key) }} trigger={['click']}>
      <Button type="text" icon={<GlobalOutlined />} aria-label={intl.formatMessage({ id: 'lang.switch' })}>
        {intl.formatMessage({ id: 'lang.name' })}
      </Button>
    </Dropdown>
  );
}
