/**
 * Parses a strategy formula with jsep (a kept expression library: it builds an AST and never evaluates) and adds
 * each node's character range so errors can be underlined where they are. Nothing here runs the formula.
 */
import jsep from 'jsep';

export type Node = jsep.Expression & { start: number; end: number };

export interface FormulaIssue {
  /** Locale key under `strategy.formula.` (src/locales/<lang>/strategy.ts). */
  key: FormulaIssueKey;
  /** Character range in the formula text, end exclusive. */
  start: number;
  end: number;
  /** English text for logs and API `msg`; the page shows the locale text of `key` with `params`. */
  message: string;
  params?: Record<string, string>;
}

export const FORMULA_ISSUE_KEYS = [
  'parse',
  'empty',
  'unsupported',
  'unknownName',
  'unknownFunction',
  'arity',
  'refArgument',
  'unknownRate',
  'unitMismatch',
  'unitOfLeg',
  'divideByPrice',
  'divideByZero',
  'lnUnit',
  'resultUnit',
] as const;
export type FormulaIssueKey = (typeof FORMULA_ISSUE_KEYS)[number];

// Token ranges: a `gobble-token` hook parses the token itself (once, guarded) and stamps its start and end.
// Numeric literals skip `after-token`, so the start has to be taken here, before the token is read.
type JsepContext = jsep.HookScope & { __rangeSkip?: boolean };
let installed = false;
function installRangeHook(): void {
  if (installed) return;
  installed = true;
  jsep.hooks.add('gobble-token', function rangeHook(this: JsepContext, env) {
    if (this.__rangeSkip) {
      this.__rangeSkip = false;
      return;
    }
    const start = this.index;
    this.__rangeSkip = true;
    const node = this.gobbleToken();
    this.__rangeSkip = false;
    if (!node) return;
    let end = this.index;
    while (end > start && /\s/.test(this.expr[end - 1])) end--;
    Object.assign(node, { start, end });
    env.node = node;
  } as jsep.HookCallback);
}

/** Binary and compound nodes take their range from their children (the token hook saw only the operands). */
function spanBinaries(node: jsep.Expression): Node {
  const n = node as Node;
  // A parenthesised group already carries the range of its token (parentheses included): keep it.
  const grouped = typeof n.start === 'number';
  if (n.type === 'BinaryExpression') {
    const left = spanBinaries(n.left as jsep.Expression);
    const right = spanBinaries(n.right as jsep.Expression);
    if (!grouped) {
      n.start = left.start;
      n.end = right.end;
    }
  } else if (n.type === 'UnaryExpression') {
    spanBinaries(n.argument as jsep.Expression);
  } else if (n.type === 'CallExpression') {
    for (const a of n.arguments as jsep.Expression[]) spanBinaries(a);
    const callee = n.callee as Node;
    if (typeof callee.start !== 'number' && callee.type === 'Identifier') {
      callee.start = n.start;
      callee.end = n.start + String(callee.name).length;
    }
  } else if (n.type === 'Compound') {
    const body = (n.body as jsep.Expression[]).map(spanBinaries);
    n.start = body[0]?.start ?? 0;
    n.end = body[body.length - 1]?.end ?? 0;
  } else if (n.type === 'ConditionalExpression') {
    const parts = [n.test, n.consequent, n.alternate].map((x) => spanBinaries(x as jsep.Expression));
    n.start = parts[0].start;
    n.end = parts[2].end;
  }
  if (typeof n.start !== 'number') {
    n.start = 0;
    n.end = 0;
  }
  return n;
}

export type ParseResult = { ok: true; ast: Node } | { ok: false; issue: FormulaIssue };

export function parseFormula(text: string): ParseResult {
  installRangeHook();
  if (!text.trim()) return { ok: false, issue: { key: 'empty', start: 0, end: 0, message: 'The formula is empty' } };
  try {
    return { ok: true, ast: spanBinaries(jsep(text)) };
  } catch (err) {
    const e = err as Error & { index?: number; description?: string };
    const at = Math.min(Math.max(e.index ?? 0, 0), text.length);
    return {
      ok: false,
      issue: {
        key: 'parse',
        start: at,
        end: Math.min(at + 1, text.length),
        message: e.description ?? e.message,
        params: { detail: e.description ?? e.message },
      },
    };
  }
}
