/**
 * Every saved version of one meeting, newest first: who, when, which fields changed with the value before and
 * after; the body's change is shown line by line (removed lines struck through, added lines marked).
 */
import { Alert, Descriptions, Drawer, Empty, Spin, Tag, Timeline } from 'antd';
import type { MeetingFieldChange } from '@common/contract/meetings';
import { failureMessage } from '@/utils/apiError';
import { useMeetingHistory, useMeetingUsers } from '../service';
import { lineDiff } from './lineDiff';
import { useDateTime } from './useDateTime';
import { useText } from '@/hooks/useText';

/** A stored JSON value as readable text: user ids as names, lists joined, times formatted (store.ts fieldValues). */
function useShow() {
  const f = useText();
  const when = useDateTime();
  const users = useMeetingUsers();
  const nameOf = (id: string) => users.data?.find((u) => u.id === id)?.name ?? id;
  return (field: MeetingFieldChange['field'], json: string | null): string => {
    if (json === null) return '';
    const v: unknown = JSON.parse(json);
    if (field === 'heldAt' && typeof v === 'number') return when(v);
    if (field === 'kind' && typeof v === 'string') return f(`meetings.kind.${v}`);
    if (field === 'attendees' && Array.isArray(v)) return v.map((id) => nameOf(String(id))).join(', ');
    if (field === 'actionItems' && Array.isArray(v))
      return (v as { text: string; ownerId: string; dueAt: number; status: string }[])
        .map((a) => `${a.text} (${nameOf(a.ownerId)}, ${when(a.dueAt)}, ${f(`meetings.status.${a.status}`)})`)
        .join('; ');
    if (field === 'visibility' && v && typeof v === 'object') {
      const vis = v as { mode: 'all' | 'restricted'; userIds: string[]; roles: string[] };
      const who = [...vis.userIds.map(nameOf), ...vis.roles].join(', ');
      return f(`meetings.visibility.${vis.mode}`) + (who ? `: ${who}` : '');
    }
    if (Array.isArray(v)) return v.map(String).join('; ');
    return String(v);
  };
}

function BodyDiff({ change }: { change: MeetingFieldChange }) {
  const before = change.before === null ? '' : String(JSON.parse(change.before));
  const after = String(JSON.parse(change.after));
  return (
    <pre style={{ whiteSpace: 'pre-wrap', margin: 0, fontSize: 12 }} data-testid="body-diff">
      {lineDiff(before, after).map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: diff lines are positional
        <div key={i} style={{ background: l.op === 'add' ? '#e6ffed' : l.op === 'del' ? '#ffeef0' : undefined }}>
          {l.op === 'del' ? <del>- {l.text}</del> : l.op === 'add' ? <ins>+ {l.text}</ins> : `  ${l.text}`}
        </div>
      ))}
    </pre>
  );
}

export default function HistoryDrawer({ meetingId, onClose }: { meetingId: string | null; onClose: () => void }) {
  const f = useText();
  const when = useDateTime();
  const show = useShow();
  const history = useMeetingHistory(meetingId);
  return (
    <Drawer title={f('meetings.history.title')} open={!!meetingId} onClose={onClose} width={640} destroyOnHidden>
      {history.isLoading && <Spin />}
      {history.isError && <Alert type="error" showIcon message={failureMessage(history.error)} />}
      {history.data && history.data.length === 0 && <Empty />}
      {history.data && (
        <Timeline
          items={history.data.map((v) => ({
            key: v.version,
            children: (
              <div data-testid="history-entry">
                <div>
                  <Tag>{f('meetings.history.version', { n: v.version })}</Tag>
                  {v.user.name} · {when(v.at)}
                </div>
                <Descriptions size="small" column={1} bordered style={{ marginBlockStart: 8 }}>
                  {v.changes.map((c) => (
                    <Descriptions.Item key={c.field} label={f(`meetings.field.${c.field}`)}>
                      {c.field === 'body' ? (
                        <BodyDiff change={c} />
                      ) : (
                        <>
                          {c.before !== null && <del>{show(c.field, c.before)}</del>}
                          {c.before !== null && ' → '}
                          <span>{show(c.field, c.after)}</span>
                        </>
                      )}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
