/** Strategy formulas: parse (jsep + ranges), check (units, zero division) and evaluate (own interpreter). Used by the server and the page. */
export { checkFormula, FUNCTIONS, type CheckResult, type FormulaScope, type LegInfo } from './check';
export { evaluateFormula, type FormulaValues } from './evaluate';
export { FORMULA_ISSUE_KEYS, parseFormula, type FormulaIssue, type FormulaIssueKey, type Node } from './parse';
export { formatUnit, parseUnit } from './units';
