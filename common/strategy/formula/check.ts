/**
 * Checks a parsed formula before it is saved or run (docs/market-data/strategy.md, "Formula language"):
 * only numbers, leg aliases, rates (`ref("vat.cn.lpg")` or a declared alias), + - * /, parentheses, unary minus
 * and abs / min / max / ln; units are inferred and must agree; a divisor must be positive by construction.
 *
 * Units: a bare number is unit-free (it takes the other operand's unit in + and -, and is a ratio in * and /).
 * Adding or comparing values of different units (CNY/t + USD/bbl) is `unitMismatch`.
 *
 * Zero-division rule: each value has a sign class: `pos` (always > 0), `nonneg` (>= 0) or `any`.
 * FX legs and conversion-factor rates (CNY/USD, USD/CNY, bbl/t) are `pos`; dimensionless rates (taxes, tariffs,
 * coefficients) are `nonneg`; price legs (prices can be zero or negative: WTI 2020-04-20) and money rates are `any`;
 * a number literal is `pos` when > 0. pos + nonneg = pos, pos * pos = pos, pos / pos = pos, abs(x) = nonneg,
 * max(pos, x) = pos, unary minus = any. A divisor must be `pos`: `FU / FX` and `x / (1 + VAT)` pass,
 * `TA / PX` is `divideByPrice`, `x / 0` is `divideByZero`.
 */
import type { FormulaIssue, Node } from './parse';
import { type Dims, divideDims, formatUnit, multiplyDims, parseUnit, sameDims } from './units';

export interface LegInfo {
  /** Price unit of the leg's product (`CNY/t`); from the reference data. */
  unit: string;
  /** True for legs that are positive by definition (an FX rate), false for prices. */
  positive: boolean;
}

export interface FormulaScope {
  legs: Record<string, LegInfo>;
  /** Declared rate aliases: alias -> rate key (`VAT` -> `vat.cn.lpg`). */
  rateAliases: Record<string, string>;
  /** Unit of a rate key as the reference data stores it, or undefined when the key is unknown. */
  rateUnit: (key: string) => string | undefined;
}

export type Sign = 'pos' | 'nonneg' | 'any' | 'zero';

/** What a sub-expression is: its unit (null = a free number, undefined = unknown after an error) and sign. */
interface Info {
  dims: Dims | null | undefined;
  sign: Sign;
}

export const FUNCTIONS = { abs: [1, 1], min: [2, 8], max: [2, 8], ln: [1, 1], ref: [1, 1] } as const satisfies Record<string, readonly [number, number]>;

/** Conversion factors are positive by definition; other dimensionless rates are taxes and coefficients (>= 0). */
function rateSign(dims: Dims): Sign {
  const u = formatUnit(dims);
  if (u === 'CNY/USD' || u === 'USD/CNY' || u === 'bbl/t') return 'pos';
  return u === 'ratio' ? 'nonneg' : 'any';
}

const addSign = (a: Sign, b: Sign, op: '+' | '-'): Sign => {
  if (op === '-') return b === 'zero' ? a : 'any';
  if (a === 'zero') return b;
  if (b === 'zero') return a;
  if ((a === 'pos' && (b === 'pos' || b === 'nonneg')) || (b === 'pos' && a === 'nonneg')) return 'pos';
  return a === 'nonneg' && b === 'nonneg' ? 'nonneg' : 'any';
};

const mulSign = (a: Sign, b: Sign): Sign => {
  if (a === 'zero' || b === 'zero') return 'zero';
  if (a === 'pos' && b === 'pos') return 'pos';
  if ((a === 'pos' || a === 'nonneg') && (b === 'pos' || b === 'nonneg')) return 'nonneg';
  return 'any';
};

export interface CheckResult {
  issues: FormulaIssue[];
  /** Inferred unit of the result (`ratio` for a free number), null when it could not be inferred. */
  unit: string | null;
  /** Leg aliases and rate keys the formula uses. */
  legs: string[];
  rates: string[];
}

const issue = (node: Node, key: FormulaIssue['key'], message: string, params?: Record<string, string>): FormulaIssue => ({
  key,
  start: node.start,
  end: node.end,
  message,
  ...(params ? { params } : {}),
});

/** Checks `ast` against the scope; `expectedUnit` (the strategy's output unit) must match the inferred one. */
export function checkFormula(ast: Node, scope: FormulaScope, expectedUnit?: string): CheckResult {
  const issues: FormulaIssue[] = [];
  const legs = new Set<string>();
  const rates = new Set<string>();

  const rate = (node: Node, key: string): Info => {
    rates.add(key);
    const unitText = scope.rateUnit(key);
    if (unitText === undefined) {
      issues.push(issue(node, 'unknownRate', `Unknown rate "${key}"`, { name: key }));
      return { dims: undefined, sign: 'any' };
    }
    const dims = parseUnit(unitText);
    if (!dims) {
      issues.push(issue(node, 'unitOfLeg', `Rate "${key}" has a unit the formula language does not know: ${unitText}`, { name: key, unit: unitText }));
      return { dims: undefined, sign: 'any' };
    }
    return { dims, sign: rateSign(dims) };
  };

  const visit = (node: Node): Info => {
    switch (node.type) {
      case 'Literal': {
        if (typeof node.value !== 'number') {
          issues.push(issue(node, 'unsupported', 'Only numbers are allowed here', { what: String(node.raw) }));
          return { dims: undefined, sign: 'any' };
        }
        return { dims: null, sign: node.value > 0 ? 'pos' : node.value === 0 ? 'zero' : 'any' };
      }
      case 'Identifier': {
        const name = String(node.name);
        const leg = Object.hasOwn(scope.legs, name) ? scope.legs[name] : undefined;
        if (leg) {
          legs.add(name);
          const dims = parseUnit(leg.unit);
          if (!dims) {
            issues.push(issue(node, 'unitOfLeg', `Leg "${name}" has a unit the formula language does not know: ${leg.unit}`, { name, unit: leg.unit }));
            return { dims: undefined, sign: 'any' };
          }
          return { dims, sign: leg.positive ? 'pos' : 'any' };
        }
        if (Object.hasOwn(scope.rateAliases, name)) return rate(node, scope.rateAliases[name]);
        issues.push(issue(node, 'unknownName', `Unknown name "${name}": not a leg or a rate alias`, { name }));
        return { dims: undefined, sign: 'any' };
      }
      case 'UnaryExpression': {
        const arg = visit(node.argument as Node);
        if (node.operator === '-') return { dims: arg.dims, sign: arg.sign === 'zero' ? 'zero' : 'any' };
        if (node.operator === '+') return arg;
        issues.push(issue(node, 'unsupported', `Operator "${String(node.operator)}" is not allowed`, { what: String(node.operator) }));
        return { dims: undefined, sign: 'any' };
      }
      case 'BinaryExpression': {
        const op = String(node.operator);
        const left = visit(node.left as Node);
        const right = visit(node.right as Node);
        if (op === '+' || op === '-') {
          let dims: Dims | null | undefined;
          if (left.dims === undefined || right.dims === undefined) dims = undefined;
          else if (left.dims === null) dims = right.dims;
          else if (right.dims === null || sameDims(left.dims, right.dims)) dims = left.dims;
          else {
            issues.push(
              issue(
                node,
                'unitMismatch',
                `Cannot ${op === '+' ? 'add' : 'subtract'} ${formatUnit(right.dims)} and ${formatUnit(left.dims)} without a conversion`,
                {
                  left: formatUnit(left.dims),
                  right: formatUnit(right.dims),
                },
              ),
            );
            dims = undefined;
          }
          return { dims, sign: addSign(left.sign, right.sign, op) };
        }
        if (op === '*' || op === '/') {
          const l = left.dims === null ? {} : left.dims;
          const r = right.dims === null ? {} : right.dims;
          const free = left.dims === null && right.dims === null;
          let dims: Dims | null | undefined = l === undefined || r === undefined ? undefined : op === '*' ? multiplyDims(l, r) : divideDims(l, r);
          if (free) dims = null;
          if (op === '*') return { dims, sign: mulSign(left.sign, right.sign) };
          const divisor = node.right as Node;
          if (right.sign === 'zero') issues.push(issue(divisor, 'divideByZero', 'Division by zero'));
          else if (right.sign !== 'pos')
            issues.push(
              issue(
                divisor,
                'divideByPrice',
                'The divisor can be zero (a price or a difference); divide only by FX, a conversion factor, a positive number or (1 + rate)',
              ),
            );
          return { dims, sign: left.sign === 'pos' && right.sign === 'pos' ? 'pos' : left.sign === 'zero' ? 'zero' : 'any' };
        }
        issues.push(issue(node, 'unsupported', `Operator "${op}" is not allowed`, { what: op }));
        return { dims: undefined, sign: 'any' };
      }
      case 'CallExpression': {
        const callee = node.callee as Node;
        const args = node.arguments as Node[];
        const name = callee.type === 'Identifier' ? String(callee.name) : '';
        if (!Object.hasOwn(FUNCTIONS, name)) {
          issues.push(issue(callee, 'unknownFunction', `Unknown function "${name || '?'}": use abs, min, max, ln or ref`, { name }));
          return { dims: undefined, sign: 'any' };
        }
        const [lo, hi] = FUNCTIONS[name as keyof typeof FUNCTIONS];
        if (args.length < lo || args.length > hi) {
          issues.push(
            issue(node, 'arity', `${name} takes ${lo === hi ? lo : `${lo} to ${hi}`} arguments`, { name, count: lo === hi ? String(lo) : `${lo}-${hi}` }),
          );
          return { dims: undefined, sign: 'any' };
        }
        if (name === 'ref') {
          const a = args[0];
          if (a.type !== 'Literal' || typeof a.value !== 'string') {
            issues.push(issue(a, 'refArgument', 'ref() takes a rate key in quotes, e.g. ref("vat.cn.lpg")'));
            return { dims: undefined, sign: 'any' };
          }
          return rate(node, a.value);
        }
        const infos = args.map(visit);
        if (name === 'abs') return { dims: infos[0].dims, sign: infos[0].sign === 'zero' ? 'zero' : infos[0].sign === 'pos' ? 'pos' : 'nonneg' };
        if (name === 'ln') {
          const d = infos[0].dims;
          if (d && Object.keys(d).length > 0) issues.push(issue(node, 'lnUnit', `ln() needs a ratio, not ${formatUnit(d)}`, { unit: formatUnit(d) }));
          if (infos[0].sign !== 'pos' && d !== undefined)
            issues.push(issue(args[0], 'divideByPrice', 'ln() needs an argument that is positive by construction'));
          return { dims: d === undefined ? undefined : null, sign: 'any' };
        }
        // min / max: every argument in one unit.
        let dims: Dims | null | undefined = null;
        for (const [i, info] of infos.entries()) {
          if (info.dims === undefined || dims === undefined) {
            dims = undefined;
            continue;
          }
          if (info.dims === null) continue;
          if (dims === null) dims = info.dims;
          else if (!sameDims(dims, info.dims)) {
            issues.push(
              issue(args[i], 'unitMismatch', `${name}() mixes ${formatUnit(dims)} and ${formatUnit(info.dims)}`, {
                left: formatUnit(dims),
                right: formatUnit(info.dims),
              }),
            );
            dims = undefined;
          }
        }
        const signs = infos.map((i) => i.sign);
        const sign: Sign =
          name === 'max'
            ? signs.includes('pos')
              ? 'pos'
              : signs.every((s) => s === 'nonneg' || s === 'zero')
                ? 'nonneg'
                : 'any'
            : signs.every((s) => s === 'pos')
              ? 'pos'
              : 'any';
        return { dims, sign };
      }
      default:
        issues.push(issue(node, 'unsupported', `"${node.type}" is not allowed in a formula`, { what: String(node.type) }));
        return { dims: undefined, sign: 'any' };
    }
  };

  const result = visit(ast);
  let unit: string | null = result.dims === undefined ? null : formatUnit(result.dims ?? {});
  if (expectedUnit !== undefined && result.dims) {
    const expected = parseUnit(expectedUnit);
    if (!expected || !sameDims(expected, result.dims)) {
      issues.push(
        issue(ast, 'resultUnit', `The formula gives ${formatUnit(result.dims)}, not ${expectedUnit}`, {
          unit: formatUnit(result.dims),
          expected: expectedUnit,
        }),
      );
    }
  }
  if (issues.length) unit = unit ?? null;
  return { issues, unit, legs: [...legs], rates: [...rates] };
}
