/**
 * One meeting as a Markdown document (the page's ".md" download): a heading, the record's facts, the body as
 * written, then decisions and action items. The labels are English; the body and names are the users' own text.
 * Times are UTC (the file leaves the app, where no user time zone applies). Attachments are links back to the page
 * (`?meeting=<id>&attachment=<file id>`), which opens the meeting and downloads the file for a signed-in reader
 * who may see it: a signed file address would be dead ten minutes after the export.
 */
import type { Meeting } from '../../../common/contract/meetings';
import { MEETINGS_ROUTE } from './reminders';

const KIND_LABEL: Record<Meeting['kind'], string> = { morning: 'Morning meeting', weekly: 'Weekly review', strategy: 'Strategy review' };
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
/** Table cells hold no pipes or line breaks. */
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** Link text holds no brackets or backslashes unescaped. */
const linkText = (s: string) => s.replace(/[\\[\]]/g, (c) => `\\${c}`);

/** The web app's address of one attachment; `origin` is where the app runs (relative without it). Hash routing. */
export const attachmentPageLink = (origin: string, meetingId: string, fileId: string) =>
  `${origin}/#${MEETINGS_ROUTE}?meeting=${encodeURIComponent(meetingId)}&attachment=${encodeURIComponent(fileId)}`;

export function meetingMarkdown(m: Meeting, origin = ''): string {
  const lines = [
    `# ${m.title}`,
    '',
    `- Kind: ${KIND_LABEL[m.kind]}`,
    `- Held: ${utc(m.heldAt)}`,
    `- Author: ${m.author.name}`,
    `- Attendees: ${m.attendees.map((a) => a.name).join(', ') || '-'}`,
    `- Products: ${m.products.join(', ') || '-'}`,
    '',
    m.body.trim(),
    '',
  ];
  if (m.attachments.length > 0) {
    lines.push('## Attachments', '', ...m.attachments.map((a) => `- [${linkText(a.name)}](${attachmentPageLink(origin, m.id, a.id)})`), '');
  }
  if (m.decisions.length > 0) lines.push('## Decisions', '', ...m.decisions.map((d, i) => `${i + 1}. ${d}`), '');
  if (m.actionItems.length > 0) {
    lines.push('## Action items', '', '| Item | Owner | Due | Status |', '| --- | --- | --- | --- |');
    for (const a of m.actionItems) lines.push(`| ${cell(a.text)} | ${cell(a.ownerName)} | ${utc(a.dueAt)} | ${a.overdue ? 'overdue' : a.status} |`);
    lines.push('');
  }
  return lines.join('\n');
}

/** A file name from the date and title: characters a file system refuses are replaced, CJK kept. */
export function markdownFileName(m: Meeting): string {
  const safe = m.title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').slice(0, 80);
  return `${new Date(m.heldAt).toISOString().slice(0, 10)} ${safe}.md`;
}
