/**
 * The event study's inputs: a series address (checked as the user types with common/market/address.ts, with a few
 * readable series from the catalogue offered) and the windows after the release (preset boxes, and more typed as
 * `90, 2h, 3d`; at most OUTLOOK_MAX_WINDOWS, each up to 30 days). Run is offered only for a valid address and windows.
 */
import { OUTLOOK_MAX_WINDOWS } from '@common/contract/outlook';
import { parseAddress } from '@common/market/address';
import { AutoComplete, Button, Checkbox, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useText } from '@/hooks/useText';
import { catalogLabel } from '@/components/market/SeriesPicker';
import { useCatalogSearch } from '@/services/market/catalog';
import { DEFAULT_WINDOWS, parseWindow, WINDOW_PRESETS } from './outlookSeries';
import { useWindowLabel } from './useWindowLabel';

/** Catalogue suggestions offered under the address box. */
const SUGGESTIONS = 8;

export interface StudyInput {
  address: string;
  windowsMinutes: number[];
}

export default function StudyForm({ running, onRun, onCancel }: { running: boolean; onRun: (input: StudyInput) => void; onCancel: () => void }) {
  const f = useText();
  const windowLabel = useWindowLabel();
  const [address, setAddress] = useState('');
  const [presets, setPresets] = useState<number[]>(DEFAULT_WINDOWS);
  const [extra, setExtra] = useState('');
  const suggestions = useCatalogSearch(address);
  const typed = address.trim();
  const addressError = typed && !parseAddress(typed) ? f('outlook.study.badAddress') : null;
  // Typed windows: separated by commas or spaces, each minutes or with a unit; one that is not a window is named.
  const typedWindows = extra.split(/[,\s，、]+/).filter(Boolean);
  const badWindow = typedWindows.find((w) => parseWindow(w) === null) ?? null;
  const windows = [...new Set([...presets, ...typedWindows.map(parseWindow).filter((v): v is number => v !== null)])].sort((x, y) => x - y);
  const windowsError = badWindow
    ? f('outlook.study.badWindow', { text: badWindow })
    : windows.length === 0
      ? f('outlook.study.noWindows')
      : windows.length > OUTLOOK_MAX_WINDOWS
        ? f('outlook.study.tooManyWindows', { max: OUTLOOK_MAX_WINDOWS })
        : null;
  const ready = typed !== '' && !addressError && !windowsError;

  return (
    <Form layout="vertical" onFinish={() => ready && onRun({ address: typed, windowsMinutes: windows })}>
      <Space wrap align="start">
        <Form.Item label={f('outlook.study.address')} validateStatus={addressError ? 'error' : undefined} help={addressError ?? f('outlook.study.addressHelp')}>
          <AutoComplete
            aria-label={f('outlook.study.address')}
            placeholder="md:SHFE.FU@main"
            value={address}
            onChange={setAddress}
            style={{ inlineSize: 320 }}
            options={(suggestions.data ?? []).slice(0, SUGGESTIONS).map((entry) => ({ value: entry.address, label: catalogLabel(entry, entry.address) }))}
          />
        </Form.Item>
        <Form.Item label={f('outlook.study.windows')} validateStatus={windowsError ? 'error' : undefined} help={windowsError ?? f('outlook.study.windowsHelp')}>
          <Space direction="vertical" size={4}>
            {/* antd's Checkbox.Group takes no role or label: the wrapper names the group. */}
            <fieldset aria-label={f('outlook.study.presets')} style={{ border: 0, margin: 0, padding: 0 }}>
              <Checkbox.Group
                value={presets}
                onChange={(values) => setPresets(values as number[])}
                options={WINDOW_PRESETS.map((m) => ({ value: m, label: windowLabel(m) }))}
              />
            </fieldset>
            <Input
              aria-label={f('outlook.study.moreWindows')}
              placeholder="90, 2h, 3d"
              dir="ltr"
              value={extra}
              onChange={(e) => setExtra(e.target.value)}
              style={{ inlineSize: 280 }}
            />
          </Space>
        </Form.Item>
        <Form.Item label=" ">
          <Space>
            <Button type="primary" htmlType="submit" disabled={!ready || running} loading={running}>
              {f('outlook.study.run')}
            </Button>
            {running ? <Button onClick={onCancel}>{f('outlook.study.cancel')}</Button> : null}
          </Space>
        </Form.Item>
      </Space>
    </Form>
  );
}
