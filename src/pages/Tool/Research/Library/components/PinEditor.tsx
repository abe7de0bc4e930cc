/**
 * Pins of the open document to series addresses (common/market/address.ts): the document then shows as a dated mark
 * on those series' charts. Each address is checked here before saving; the server checks again (and that the pinner
 * may read the series) and answers 400 naming `addresses.<i>`, which is shown on that address.
 */
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { RESEARCH_MAX_PINS } from '@common/contract/library';
import { parseAddress } from '@common/market/address';
import { failureMessage, failureOf } from '@/utils/apiError';
import { useText } from '@/hooks/useText';
import { useSetPins } from '../service';

/** Index -> locale key of the problem, for the addresses that do not parse. */
export function unreadableAddresses(addresses: readonly string[]): Map<number, string> {
  const problems = new Map<number, string>();
  addresses.forEach((a, i) => {
    if (!parseAddress(a.trim())) problems.set(i, 'library.pins.notAddress');
  });
  return problems;
}

/** `canEdit`: the document's editors replace pins (issue 19 item 8); other readers see them, read-only. */
export default function PinEditor({ id, pins, canEdit }: { id: string; pins: readonly string[]; canEdit: boolean }) {
  const f = useText();
  const save = useSetPins();
  const [addresses, setAddresses] = useState<string[]>([...pins]);
  const [problems, setProblems] = useState<Map<number, string>>(new Map());
  const [alert, setAlert] = useState<string | null>(null);
  useEffect(() => {
    setAddresses([...pins]);
    setProblems(new Map());
  }, [pins]);

  const change = (next: string[]) => {
    const trimmed = next.map((a) => a.trim()).filter(Boolean);
    setAddresses(trimmed);
    setProblems(unreadableAddresses(trimmed));
    setAlert(null);
    save.reset();
  };

  const submit = () => {
    const local = unreadableAddresses(addresses);
    setProblems(local);
    if (local.size > 0) return;
    save.mutate(
      { id, addresses },
      {
        onError: (error) => {
          const fields = failureOf(error)?.fields ?? {};
          const server = new Map<number, string>();
          for (const name of Object.keys(fields)) {
            const match = /^addresses\.(\d+)$/.exec(name);
            if (match) server.set(Number(match[1]), 'library.pins.refused');
          }
          setProblems(server);
          setAlert(server.size > 0 ? null : failureMessage(error));
        },
      },
    );
  };

  return (
    <div data-testid="research-pins">
      <Typography.Text strong>{f('library.pins.label')}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 4 }}>
        {f('library.pins.help')}
      </Typography.Paragraph>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          mode="tags"
          value={addresses}
          onChange={change}
          open={false}
          disabled={!canEdit}
          maxCount={RESEARCH_MAX_PINS}
          tokenSeparators={[' ', ',']}
          placeholder="md:SHFE.FU@main"
          aria-label={f('library.pins.label')}
          style={{ flex: 1 }}
          tagRender={({ value, closable, onClose }) => {
            const index = addresses.indexOf(String(value));
            const bad = problems.has(index);
            return (
              <Tag
                color={bad ? 'error' : undefined}
                closable={closable}
                onClose={onClose}
                data-testid={bad ? 'research-pin-bad' : 'research-pin'}
                style={{ marginInlineEnd: 4 }}
              >
                {String(value)}
              </Tag>
            );
          }}
        />
        {canEdit && (
          <Button onClick={submit} loading={save.isPending}>
            {f('library.pins.save')}
          </Button>
        )}
      </Space.Compact>
      {[...problems.entries()].map(([i, key]) => (
        <Typography.Text key={i} type="danger" style={{ display: 'block' }}>
          {f(key, { address: addresses[i] ?? '' })}
        </Typography.Text>
      ))}
      {alert && <Typography.Text type="danger">{alert}</Typography.Text>}
      {save.isSuccess && problems.size === 0 && <Typography.Text type="success">{f('library.pins.saved')}</Typography.Text>}
    </div>
  );
}
