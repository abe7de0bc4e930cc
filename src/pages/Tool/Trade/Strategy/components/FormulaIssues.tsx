/**
 * The formula's problems where they are: the formula text with each issue's characters underlined, and each
 * message (in the user's language, from `strategy.formula.<key>`) with its place. Ranges come from the server's
 * check (common/strategy/formula), end exclusive; an empty range marks the place after it.
 */
import { useIntl } from '@umijs/max';
import { Typography } from 'antd';

export interface FormulaIssuesProps {
  formula: string;
  /** As `/v2/strategy/check` answers them: `key` under `strategy.formula.`. */
  issues: readonly { key: string; start: number; end: number; params?: Record<string, string> }[];
}

/** The formula cut into plain and marked pieces (overlapping ranges merge). */
export function markedPieces(formula: string, ranges: readonly { start: number; end: number }[]): { text: string; marked: boolean }[] {
  const marks = new Array<boolean>(formula.length + 1).fill(false);
  for (const r of ranges) {
    const end = Math.max(r.end, r.start + 1);
    for (let i = Math.max(0, r.start); i < Math.min(end, formula.length + 1); i++) marks[i] = true;
  }
  const text = `${formula} `; // a trailing space so an issue at the very end has a character to mark
  const pieces: { text: string; marked: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = pieces[pieces.length - 1];
    if (last && last.marked === marks[i]) last.text += text[i];
    else pieces.push({ text: text[i], marked: marks[i] });
  }
  return pieces;
}

export default function FormulaIssues({ formula, issues }: FormulaIssuesProps) {
  const intl = useIntl();
  if (issues.length === 0) return null;
  return (
    <div data-testid="formula-issues">
      <pre dir="ltr" style={{ margin: '4px 0', whiteSpace: 'pre-wrap', fontFamily: 'monospace' }} aria-hidden>
        {markedPieces(formula, issues).map((p, i) =>
          p.marked ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional and never reorder
            <mark key={i} data-testid="formula-mark" style={{ background: 'transparent', color: 'inherit', textDecoration: 'underline wavy red' }}>
              {p.text}
            </mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional and never reorder
            <span key={i}>{p.text}</span>
          ),
        )}
      </pre>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {issues.map((issue) => (
          <li key={`${issue.key}-${issue.start}-${issue.end}`}>
            <Typography.Text type="danger">
              {intl.formatMessage({ id: 'strategy.formula.at' }, { start: issue.start + 1, end: Math.max(issue.end, issue.start + 1) })}:{' '}
              {intl.formatMessage({ id: `strategy.formula.${issue.key}` }, issue.params ?? {})}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
