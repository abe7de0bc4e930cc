/**
 * jsdom's style cascade, indexed (loaded by tests/web/jsdomEnvironment.js before jsdom itself).
 *
 * To compute a style jsdom matches every rule of every style sheet against the element, and `visibility`, which
 * getComputedStyle always resolves, repeats that for each ancestor. antd injects thousands of rules, so a role query or
 * an accessible name (both ask for styles) cost about 10 ms per element: a fifth of the board's tests. A browser
 * indexes rules by the rightmost compound selector's id, class or tag and matches only the candidates; so does this.
 * The answer is the same: candidates are matched by jsdom's own matcher, in document order, and a rule whose key
 * cannot be read for certain (escapes, no id/class/tag) is always a candidate. tests/web/styleRuleIndex.test.tsx
 * compares it with jsdom's scan on a rendered page.
 */

const path = require('node:path');

const jsdomDir = path.dirname(require.resolve('jsdom/package.json'));
const styleRules = require(path.join(jsdomDir, 'lib/jsdom/living/helpers/style-rules.js'));
const { matchesDontThrow } = require(path.join(jsdomDir, 'lib/jsdom/living/helpers/selectors.js'));
const cssom = require(require.resolve('cssom', { paths: [jsdomDir] }));
const defaultStyleSheet = require(path.join(jsdomDir, 'lib/jsdom/browser/default-stylesheet.js'));

const ALWAYS = '*';

/** Splits at top-level occurrences of the characters in `at` (outside (), [] and quotes); returns [start, end] pairs. */
function topLevelParts(text, at) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && at.includes(c)) {
      parts.push([start, i]);
      start = i + 1;
    }
  }
  parts.push([start, text.length]);
  return parts;
}

const IDENT = /^-?[_a-zA-Z][-_a-zA-Z0-9]*/;

/** The index key of one complex selector: its rightmost compound's id, else a class, else its tag; else ALWAYS. */
function keyOfSelector(selector) {
  if (selector.includes('\\')) return ALWAYS;
  const compounds = topLevelParts(selector.trim(), ' >+~');
  const [from, to] = compounds[compounds.length - 1];
  const compound = selector.trim().slice(from, to);
  if (compound === '') return ALWAYS;
  let tag = null;
  let cls = null;
  let depth = 0;
  for (let i = 0; i < compound.length; i++) {
    const c = compound[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && (c === '#' || c === '.')) {
      const name = IDENT.exec(compound.slice(i + 1));
      if (!name) return ALWAYS;
      if (c === '#') return `#${name[0]}`;
      if (cls === null) cls = `.${name[0]}`;
    } else if (depth === 0 && i === 0) {
      const name = IDENT.exec(compound);
      if (name) tag = `<${name[0].toLowerCase()}`;
    }
  }
  return cls ?? tag ?? ALWAYS;
}

/** The keys of a rule: one per selector of its list (ALWAYS when any cannot be read). */
function keysOfRule(selectorText) {
  if (typeof selectorText !== 'string') return null;
  const keys = new Set();
  for (const [from, to] of topLevelParts(selectorText, ',')) keys.add(keyOfSelector(selectorText.slice(from, to)));
  return keys.has(ALWAYS) ? [ALWAYS] : [...keys];
}

/** The rules jsdom would try, in its order: a screen media rule's rules in its place, other media rules skipped. */
function flatRules(sheet) {
  const out = [];
  for (const rule of sheet.cssRules) {
    if (rule.media) {
      if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1) for (const inner of rule.cssRules) out.push(inner);
    } else out.push(rule);
  }
  return out;
}

const indexes = new WeakMap();

/** The sheet's index, rebuilt when its rule list changed (insertRule / deleteRule). */
function indexOf(sheet) {
  const list = sheet.cssRules;
  const known = indexes.get(sheet);
  if (known && known.length === list.length && known.first === list[0] && known.last === list[list.length - 1]) return known;
  const rules = flatRules(sheet);
  const byKey = new Map();
  rules.forEach((rule, i) => {
    const keys = keysOfRule(rule.selectorText);
    // A rule without a selector (@font-face, @keyframes) never matches: jsdom's matcher answers false.
    if (keys === null) return;
    for (const key of keys) {
      const at = byKey.get(key);
      if (at) at.push(i);
      else byKey.set(key, [i]);
    }
  });
  const index = { length: list.length, first: list[0], last: list[list.length - 1], rules, byKey };
  indexes.set(sheet, index);
  return index;
}

function keysOfElement(elementImpl) {
  const keys = [ALWAYS, `<${String(elementImpl._localName).toLowerCase()}`];
  const id = elementImpl.getAttributeNS(null, 'id');
  if (id) keys.push(`#${id}`);
  const classes = elementImpl.getAttributeNS(null, 'class');
  if (classes) for (const c of classes.split(/[ \t\n\f\r]+/)) if (c) keys.push(`.${c}`);
  return keys;
}

function visitSheet(sheet, elementImpl, keys, handleRule) {
  const { rules, byKey } = indexOf(sheet);
  const candidates = [];
  for (const key of keys) {
    const at = byKey.get(key);
    if (at) for (const i of at) candidates.push(i);
  }
  if (candidates.length === 0) return;
  candidates.sort((a, b) => a - b);
  let previous = -1;
  for (const i of candidates) {
    if (i === previous) continue;
    previous = i;
    if (matchesDontThrow(elementImpl, rules[i].selectorText)) handleRule(rules[i]);
  }
}

let parsedDefault;
function indexedForEachMatchingSheetRuleOfElement(elementImpl, handleRule) {
  if (!parsedDefault) parsedDefault = cssom.parse(defaultStyleSheet);
  const keys = keysOfElement(elementImpl);
  visitSheet(parsedDefault, elementImpl, keys, handleRule);
  for (const sheet of elementImpl._ownerDocument.styleSheets._list) visitSheet(sheet, elementImpl, keys, handleRule);
}

const jsdomScan = styleRules.forEachMatchingSheetRuleOfElement;
styleRules.forEachMatchingSheetRuleOfElement = indexedForEachMatchingSheetRuleOfElement;

/** For the equality test: the rules each way for an element (jsdom's scan first). */
function compareWithJsdom(elementImpl) {
  const scanned = [];
  const indexed = [];
  jsdomScan(elementImpl, (rule) => scanned.push(rule.selectorText));
  indexedForEachMatchingSheetRuleOfElement(elementImpl, (rule) => indexed.push(rule.selectorText));
  return { scanned, indexed };
}

module.exports = { compareWithJsdom, keyOfSelector };
