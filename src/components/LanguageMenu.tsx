/**
 * The language menu, loaded on the first click of the language button (./LanguageSwitcher.tsx) and open from then.
 * Each language is named in itself, from its own locale file (`lang.name` of src/locales/<lang>/component.ts), so
 * the names need none of the other languages' messages.
 */
import { Dropdown } from 'antd';
import { useState, type ReactElement } from 'react';
import arEG from '@/locales/ar-EG/component';
import enUS from '@/locales/en-US/component';
import zhCN from '@/locales/zh-CN/component';

const LANGUAGES = [
  { key: 'zh-CN', label: zhCN['lang.name'] },
  { key: 'en-US', label: enUS['lang.name'] },
  { key: 'ar-EG', label: arEG['lang.name'] },
];

export default function LanguageMenu({ current, onChoose, children }: { current: string; onChoose: (lang: string) => void; children: ReactElement }) {
  // Open at once: it loaded because the button was clicked.
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: LANGUAGES,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => {
          setOpen(false);
          onChoose(key);
        },
      }}
      trigger={['click']}
    >
      {children}
    </Dropdown>
  );
}
