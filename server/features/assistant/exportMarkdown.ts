/**
 * A conversation as Markdown (`/v2/assistant/conversation/export`, docs/assistant.md "Conversations"): each question,
 * its answer with the unverified figures marked, the steps (tool, arguments, the compact result the model read, time)
 * and the number check. English headings: the file is a record for the desk, read beside the console.
 */
import { unverifiedFigureSource } from '../../../common/assistant/figureMarks';
import type { AssistantConversation, AssistantMessage } from '../../../common/contract/assistant';

/** The mark after a figure the number check could not trace to the turn's tool outputs. */
export const UNVERIFIED_MARK = ' ⚠(unverified)';

/** The answer with each unverified figure followed by the mark (one pass: a figure inside a longer one is not marked twice). */
export function markUnverified(text: string, unverified: readonly string[]): string {
  const source = unverifiedFigureSource(unverified);
  return source ? text.replace(new RegExp(source, 'gu'), (m) => `${m}${UNVERIFIED_MARK}`) : text;
}

/** A fenced block whose fence is longer than any backtick run inside (a result holding ``` stays inside). */
function fenced(text: string, lang = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${text}\n${fence}`;
}

const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

export function conversationMarkdown(conversation: AssistantConversation, messages: readonly AssistantMessage[]): string {
  const lines: string[] = [
    `# ${conversation.title.replace(/\n/g, ' ')}`,
    '',
    `Created ${iso(conversation.createdAt)} UTC, ${conversation.turns} question(s).`,
    '',
  ];
  for (const m of messages) {
    if (m.role === 'user') {
      lines.push(`## Question (${iso(m.createdAt)} UTC)`, '', m.text, '');
      continue;
    }
    lines.push(`## Answer (${iso(m.createdAt)} UTC, ended: ${m.end ?? 'unknown'}, tokens ${m.tokensIn} in / ${m.tokensOut} out)`, '');
    lines.push(m.text.trim() ? markUnverified(m.text, m.check?.unverified ?? []) : '_(no answer text)_', '');
    if (m.steps.length > 0) {
      lines.push('### Steps', '');
      m.steps.forEach((s, i) => {
        lines.push(`${i + 1}) \`${s.tool}\` (${s.path}), ${s.output.ok ? 'ok' : `refused, status ${s.output.status}`}, ${s.output.ms} ms`, '');
        lines.push('Arguments:', '', fenced(JSON.stringify(s.input ?? {}, null, 2), 'json'), '');
        lines.push('Result as the model read it:', '', fenced(s.output.result), '');
      });
    }
    if (m.check) {
      lines.push('### Number check', '');
      lines.push(`- Verified: ${m.check.verified.length ? m.check.verified.join(', ') : '(none)'}`);
      lines.push(`- Unverified: ${m.check.unverified.length ? m.check.unverified.join(', ') : '(none)'}`, '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** `2026-11-29 <title>.md`, without the characters file systems refuse or control characters, at most 80 of the title. */
export function conversationFileName(conversation: AssistantConversation): string {
  const safe = [...conversation.title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim()].slice(0, 80).join('') || 'conversation';
  return `${new Date(conversation.createdAt).toISOString().slice(0, 10)} ${safe}.md`;
}
