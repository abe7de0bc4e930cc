/**
 * The read connection's row cache (server/infra/db/connect.ts): a row is answered from memory only until the next
 * commit by any other connection, so a change or a deletion shows on the very next read.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commitAwareRowCache } from '../../server/infra/db/connect';

let dir: string;
let writer: Database.Database;
let reader: Database.Database;
let reads: number;
let read: (id: string) => unknown;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'row-cache-'));
  const file = path.join(dir, 'db.sqlite');
  writer = new Database(file);
  writer.pragma('journal_mode = WAL');
  writer.exec('CREATE TABLE t (id TEXT PRIMARY KEY, v TEXT)');
  writer.prepare('INSERT INTO t VALUES (?, ?)').run('a', 'one');
  reader = new Database(file, { readonly: true });
  const select = reader.prepare('SELECT * FROM t WHERE id = ?');
  reads = 0;
  const cached = commitAwareRowCache(reader, (_sql, params) => {
    reads += 1;
    return select.get(...params);
  });
  read = (id) => cached('SELECT * FROM t WHERE id = ?', [id]);
});

afterEach(() => {
  reader.close();
  writer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('repeated reads with no commit in between are answered from memory', () => {
  expect(read('a')).toEqual({ id: 'a', v: 'one' });
  expect(read('a')).toEqual({ id: 'a', v: 'one' });
  expect(read('missing')).toBeUndefined();
  expect(read('missing')).toBeUndefined();
  expect(reads).toBe(2);
});

test('an update committed by another connection shows on the next read', () => {
  read('a');
  writer.prepare('UPDATE t SET v = ? WHERE id = ?').run('two', 'a');
  expect(read('a')).toEqual({ id: 'a', v: 'two' });
});

test('a deletion (a revoked session) shows on the next read', () => {
  read('a');
  writer.prepare('DELETE FROM t WHERE id = ?').run('a');
  expect(read('a')).toBeUndefined();
});

test('an insert makes a remembered miss visible', () => {
  expect(read('b')).toBeUndefined();
  writer.prepare('INSERT INTO t VALUES (?, ?)').run('b', 'new');
  expect(read('b')).toEqual({ id: 'b', v: 'new' });
});

test('an open transaction is not seen until it commits, then at once', () => {
  read('a');
  writer.exec('BEGIN');
  writer.prepare('UPDATE t SET v = ? WHERE id = ?').run('pending', 'a');
  expect(read('a')).toEqual({ id: 'a', v: 'one' });
  writer.exec('COMMIT');
  expect(read('a')).toEqual({ id: 'a', v: 'pending' });
});

test('a commit from another process-like connection counts too', () => {
  read('a');
  const other = new Database(path.join(dir, 'db.sqlite'));
  other.prepare('UPDATE t SET v = ? WHERE id = ?').run('elsewhere', 'a');
  other.close();
  expect(read('a')).toEqual({ id: 'a', v: 'elsewhere' });
});
