/**
 * The PDF export: a print-ready copy of one meeting. It is rendered outside the app (a portal on <body>) and
 * hidden on screen; the print stylesheet hides everything else, so the browser's Print dialog ("Save as PDF")
 * gets just the meeting, with the browser's own fonts (CJK and Arabic come out as on screen).
 */
import { createPortal } from 'react-dom';
import type { Meeting } from '@common/contract/meetings';
import MarkdownView from './MarkdownView';
import { useDateTime } from './useDateTime';
import { useText } from '@/hooks/useText';

const PRINT_CSS = `
.meeting-print-root { display: none; }
@media print {
  body > *:not(.meeting-print-root) { display: none !important; }
  .meeting-print-root { display: block; padding: 12mm; font-size: 11pt; color: #000; }
  .meeting-print-root table { border-collapse: collapse; width: 100%; }
  .meeting-print-root td, .meeting-print-root th { border: 1px solid #999; padding: 2pt 4pt; text-align: start; }
}`;

export default function PrintView({ meeting }: { meeting: Meeting }) {
  const f = useText();
  const when = useDateTime();
  return createPortal(
    <div className="meeting-print-root" data-testid="meeting-print">
      <style>{PRINT_CSS}</style>
      <h1>{meeting.title}</h1>
      <p>
        {f(`meetings.kind.${meeting.kind}`)} · {when(meeting.heldAt)} · {f('meetings.print.author', { name: meeting.author.name })}
      </p>
      {meeting.attendees.length > 0 && <p>{f('meetings.print.attendees', { names: meeting.attendees.map((u) => u.name).join(', ') })}</p>}
      {meeting.products.length > 0 && <p>{f('meetings.print.products', { products: meeting.products.join(', ') })}</p>}
      {meeting.attachments.length > 0 && <p>{f('meetings.print.attachments', { names: meeting.attachments.map((a) => a.name).join(', ') })}</p>}
      <MarkdownView markdown={meeting.body} />
      {meeting.decisions.length > 0 && (
        <>
          <h2>{f('meetings.field.decisions')}</h2>
          <ol>
            {meeting.decisions.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: decisions may repeat; their order is their identity
              <li key={i}>{d}</li>
            ))}
          </ol>
        </>
      )}
      {meeting.actionItems.length > 0 && (
        <>
          <h2>{f('meetings.field.actionItems')}</h2>
          <table>
            <thead>
              <tr>
                <th>{f('meetings.item.text')}</th>
                <th>{f('meetings.item.owner')}</th>
                <th>{f('meetings.item.due')}</th>
                <th>{f('meetings.item.status')}</th>
              </tr>
            </thead>
            <tbody>
              {meeting.actionItems.map((a) => (
                <tr key={a.id}>
                  <td>{a.text}</td>
                  <td>{a.ownerName}</td>
                  <td>{when(a.dueAt)}</td>
                  <td>{f(`meetings.status.${a.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>,
    document.body,
  );
}
