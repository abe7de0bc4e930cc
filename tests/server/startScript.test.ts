/** scripts/start.ts: when `npm start` rebuilds the web app. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReason } from '../../scripts/start';

let root: string;
const write = (rel: string, mtimeSec: number) => {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'x');
  fs.utimesSync(file, mtimeSec, mtimeSec);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'console-start-'));
  write('src/pages/Home/index.tsx', 1000);
  write('config/routes.ts', 1000);
  write('.umirc.ts', 1000);
  write('.env', 1000);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('builds when dist/ is missing', () => {
  expect(buildReason(root)).toBe('dist/ is missing');
});

test('no build when dist/ is newer than every source', () => {
  write('dist/index.html', 2000);
  write('dist/index.html.br', 2000);
  expect(buildReason(root)).toBeNull();
});

test('builds when dist/ lacks the pre-compressed files (a bare `max build`)', () => {
  write('dist/index.html', 2000);
  expect(buildReason(root)).toBe('dist/ has no pre-compressed files');
});

test.each(['src/pages/Home/index.tsx', 'config/routes.ts', '.umirc.ts', '.env', '.env.local'])('builds when %s is newer than dist/', (rel) => {
  write('dist/index.html', 2000);
  write('dist/index.html.br', 2000);
  write(rel, 3000);
  expect(buildReason(root)).toMatch(/changed since the last build$/);
});

test('generated src/.umi files do not trigger a build', () => {
  write('dist/index.html', 2000);
  write('dist/index.html.br', 2000);
  write('src/.umi/core/route.tsx', 3000);
  write('src/.umi-production/umi.ts', 3000);
  expect(buildReason(root)).toBeNull();
});
