/**
 * Evaluates a checked formula AST with its own small interpreter (no eval, no Function): numbers, legs, rates,
 * + - * /, unary minus, abs / min / max / ln. Returns null when a value is missing or the result is not finite.
 */
import type { Node } from './parse';

export interface FormulaValues {
  /** Price of a leg by alias; undefined when the leg has no value at that time. */
  leg: (alias: string) => number | undefined;
  /** Value of a rate by key (as of the evaluation date); undefined when none is in force. */
  rate: (key: string) => number | undefined;
  /** Declared rate aliases: alias -> key. */
  rateAliases: Record<string, string>;
}

class Missing extends Error {}

export function evaluateFormula(ast: Node, values: FormulaValues): number | null {
  const need = (v: number | undefined): number => {
    if (v === undefined || !Number.isFinite(v)) throw new Missing();
    return v;
  };
  const run = (n: Node): number => {
    switch (n.type) {
      case 'Literal':
        return need(typeof n.value === 'number' ? n.value : undefined);
      case 'Identifier': {
        const name = String(n.name);
        if (Object.hasOwn(values.rateAliases, name)) return need(values.rate(values.rateAliases[name]));
        return need(values.leg(name));
      }
      case 'UnaryExpression':
        return n.operator === '-' ? -run(n.argument as Node) : run(n.argument as Node);
      case 'BinaryExpression': {
        const a = run(n.left as Node);
        const b = run(n.right as Node);
        switch (n.operator) {
          case '+':
            return a + b;
          case '-':
            return a - b;
          case '*':
            return a * b;
          case '/':
            return a / b;
          default:
            throw new Missing();
        }
      }
      case 'CallExpression': {
        const name = String((n.callee as Node).name);
        const args = n.arguments as Node[];
        if (name === 'ref') return need(values.rate(String((args[0] as Node).value)));
        const xs = args.map(run);
        if (name === 'abs') return Math.abs(xs[0]);
        if (name === 'min') return Math.min(...xs);
        if (name === 'max') return Math.max(...xs);
        if (name === 'ln') return Math.log(xs[0]);
        throw new Missing();
      }
      default:
        throw new Missing();
    }
  };
  try {
    const v = run(ast);
    return Number.isFinite(v) ? v : null;
  } catch (err) {
    if (err instanceof Missing) return null;
    throw err;
  }
}
