/**
 * The answer's text. The model writes Markdown; it is read with marked's lexer (the library the research pages render
 * Markdown with) and drawn as React elements, never as HTML: raw HTML in an answer shows as text, images as their alt
 * text, and only http(s) links are links. Inside the text, `[n]` cites step n (a link that opens it), and each figure
 * of the number check's `unverified` list is marked with its reason.
 */
import { Tooltip, Typography } from 'antd';
import { type Token, type Tokens, marked } from 'marked';
import { Fragment, type ReactNode, useMemo } from 'react';
import { useIntl } from '@umijs/max';
import { unverifiedFigureSource } from '@common/assistant/figureMarks';

interface Props {
  text: string;
  unverified: readonly string[];
  steps: number;
  onCite: (n: number) => void;
}

interface Ctx {
  pattern: RegExp | null;
  steps: number;
  onCite: (n: number) => void;
  hint: string;
  citeLabel: (n: number) => string;
}

/** Citations `[n]` and the unverified figures (the shared rule: common/assistant/figureMarks.ts). */
function patternOf(unverified: readonly string[]): RegExp {
  const figures = unverifiedFigureSource(unverified);
  return new RegExp(`\\[(\\d{1,2})\\]${figures ? `|(${figures})` : ''}`, 'g');
}

function plain(text: string, ctx: Ctx, key: string): ReactNode {
  if (!ctx.pattern) return text;
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(ctx.pattern)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const n = m[1] ? Number(m[1]) : 0;
    if (m[1] && n >= 1 && n <= ctx.steps) {
      out.push(
        // A button, not a link: the app's routes live in the hash, so an in-page `#anchor` would navigate.
        <button type="button" key={`${key}-${at}`} className="assistant-citation" onClick={() => ctx.onCite(n)} aria-label={ctx.citeLabel(n)}>
          [{n}]
        </button>,
      );
    } else if (m[2]) {
      out.push(
        <Tooltip key={`${key}-${at}`} title={ctx.hint}>
          <mark className="assistant-unverified" data-testid="assistant-unverified">
            {m[2]}
          </mark>
        </Tooltip>,
      );
    } else out.push(m[0]);
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function inline(tokens: readonly Token[] | undefined, ctx: Ctx, key: string): ReactNode {
  return (tokens ?? []).map((t, i) => {
    const k = `${key}.${i}`;
    switch (t.type) {
      case 'strong':
        return <strong key={k}>{inline((t as Tokens.Strong).tokens, ctx, k)}</strong>;
      case 'em':
        return <em key={k}>{inline((t as Tokens.Em).tokens, ctx, k)}</em>;
      case 'del':
        return <del key={k}>{inline((t as Tokens.Del).tokens, ctx, k)}</del>;
      case 'codespan':
        return <code key={k}>{(t as Tokens.Codespan).text}</code>;
      case 'br':
        return <br key={k} />;
      case 'link': {
        const link = t as Tokens.Link;
        const body = inline(link.tokens, ctx, k);
        return /^https?:\/\//i.test(link.href) ? (
          <a key={k} href={link.href} target="_blank" rel="noopener noreferrer nofollow">
            {body}
          </a>
        ) : (
          <Fragment key={k}>{body}</Fragment>
        );
      }
      case 'image':
        return <Fragment key={k}>{(t as Tokens.Image).text}</Fragment>;
      case 'text': {
        const text = t as Tokens.Text;
        return <Fragment key={k}>{text.tokens?.length ? inline(text.tokens, ctx, k) : plain(text.text, ctx, k)}</Fragment>;
      }
      case 'escape':
        return <Fragment key={k}>{(t as Tokens.Escape).text}</Fragment>;
      default:
        // html and anything unknown: the characters as written, never markup.
        return <Fragment key={k}>{plain(t.raw, ctx, k)}</Fragment>;
    }
  });
}

function block(tokens: readonly Token[], ctx: Ctx, key: string): ReactNode {
  return tokens.map((t, i) => {
    const k = `${key}/${i}`;
    switch (t.type) {
      case 'space':
        return null;
      case 'heading': {
        const h = t as Tokens.Heading;
        return (
          <Typography.Title key={k} level={Math.min(5, Math.max(4, h.depth + 3)) as 4 | 5}>
            {inline(h.tokens, ctx, k)}
          </Typography.Title>
        );
      }
      case 'paragraph':
        return <p key={k}>{inline((t as Tokens.Paragraph).tokens, ctx, k)}</p>;
      case 'text': {
        const text = t as Tokens.Text;
        return <Fragment key={k}>{text.tokens ? inline(text.tokens, ctx, k) : plain(text.text, ctx, k)}</Fragment>;
      }
      case 'list': {
        const list = t as Tokens.List;
        // Keys by position: the elements are a pure function of the text (no reordering, no state).
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        const items = list.items.map((item, j) => <li key={`${k}-${j}`}>{block(item.tokens, ctx, `${k}-${j}`)}</li>);
        return list.ordered ? (
          <ol key={k} start={typeof list.start === 'number' ? list.start : undefined}>
            {items}
          </ol>
        ) : (
          <ul key={k}>{items}</ul>
        );
      }
      case 'blockquote':
        return <blockquote key={k}>{block((t as Tokens.Blockquote).tokens, ctx, k)}</blockquote>;
      case 'code':
        return (
          <pre key={k} className="assistant-code">
            <code>{(t as Tokens.Code).text}</code>
          </pre>
        );
      case 'hr':
        return <hr key={k} />;
      case 'table': {
        const table = t as Tokens.Table;
        return (
          <table key={k} className="assistant-table">
            <thead>
              <tr>
                {table.header.map((cell, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: positions of a parsed text
                  <th key={`${k}-h${j}`}>{inline(cell.tokens, ctx, `${k}-h${j}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: positions of a parsed text
                <tr key={`${k}-r${r}`}>
                  {row.map((cell, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: positions of a parsed text
                    <td key={`${k}-r${r}-${j}`}>{inline(cell.tokens, ctx, `${k}-r${r}-${j}`)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
      }
      default:
        return <p key={k}>{plain(t.raw, ctx, k)}</p>;
    }
  });
}

export default function AnswerText({ text, unverified, steps, onCite }: Props) {
  const intl = useIntl();
  const tokens = useMemo(() => marked.lexer(text), [text]);
  const pattern = useMemo(() => patternOf(unverified), [unverified]);
  const ctx: Ctx = {
    pattern,
    steps,
    onCite,
    hint: intl.formatMessage({ id: 'assistant.unverified.hint' }),
    citeLabel: (n) => intl.formatMessage({ id: 'assistant.citation.label' }, { n }),
  };
  return (
    <div className="assistant-answer" data-testid="assistant-answer">
      {block(tokens, ctx, 'a')}
    </div>
  );
}
