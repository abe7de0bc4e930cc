/**
 * The audit table's action filter and labels (src/pages/User/Admin/Account/auditActions.ts) against what the server
 * records: every action passed to recordAudit in server/ is listed, and every listed action has a label in each
 * language (an unlisted one would show as its raw name and could not be filtered).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import arEG from '@/locales/ar-EG';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { AUDIT_ACTIONS, auditActionKey } from '@/pages/User/Admin/Account/auditActions';

const SERVER = join(__dirname, '../../../server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The quoted dotted names in every recordAudit(...) call: its action (a ternary gives two). */
function recordedActions(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(SERVER)) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/recordAudit\(([^;]*?)\);/gs)) {
      for (const literal of call[1].matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z]+)+)'/g)) found.add(literal[1]);
    }
  }
  return [...found].sort();
}

it('lists every action the server records', () => {
  const recorded = recordedActions();
  expect(recorded.length).toBeGreaterThan(20);
  expect(recorded.filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action))).toEqual([]);
});

it.each([
  ['zh-CN', zhCN],
  ['en-US', enUS],
  ['ar-EG', arEG],
])('labels every listed action in %s', (_locale, messages) => {
  expect(AUDIT_ACTIONS.filter((action) => !(auditActionKey(action) in messages))).toEqual([]);
});
