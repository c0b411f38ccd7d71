// `npm run user:create` as an operator runs it: a child process on a database file, the
// password piped in; then the account signs in through the shop's own sign-in route.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startTestServer } from '../mock-server/test/server';
import { visitSite } from '../mock-server/test/siteVisitor';
import { closeDatabase, openDatabase } from '../mock-server/src/storage/database';

jest.setTimeout(30_000);

const root = path.resolve(__dirname, '..');
const PASSWORD = 'piped-password-for-staff';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function userCreate(args: string[], database: string, stdin: string): Promise<Run> {
  const child = spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', 'scripts/user-create.ts', ...args],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE: database },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

let dir: string;
let database: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'user-create-'));
  database = path.join(dir, 'shop.sqlite');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('creates an editor from a piped password, never printing it, who then signs in by login', async () => {
  const run = await userCreate(
    ['--role', 'editor', '--login', 'Maryam', '--email', 'Maryam@Shop.Example'],
    database,
    `${PASSWORD}\n`,
  );
  expect(run).toMatchObject({ code: 0, stderr: '' });
  expect(run.stdout).toMatch(/created editor "maryam" \(maryam@shop\.example, id \d+\)/);
  expect(run.stdout + run.stderr).not.toContain(PASSWORD);

  const readOnly = new Database(database, { readonly: true });
  const row = readOnly
    .prepare('SELECT role, login, email, password_hash FROM customers WHERE login = ?')
    .get('maryam') as { role: string; login: string; email: string; password_hash: string };
  readOnly.close();
  expect(row).toMatchObject({ role: 'editor', login: 'maryam', email: 'maryam@shop.example' });
  expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);

  const db = openDatabase(database);
  const server = await startTestServer({ database: db, seed: true });
  try {
    const editor = await visitSite(server.url);
    await editor.signIn('maryam', PASSWORD);
    const edited = await editor.fetch('/wp-json/wp/v2/posts/2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'ویرایش سردبیر' }),
    });
    expect(edited.status).toBe(200);
  } finally {
    await server.close();
    closeDatabase(db);
  }
});

it.each([
  [['--role', 'customer', '--login', 'shopper', '--email', 's@shop.example'], PASSWORD, /role/],
  [['--role', 'author', '--login', 'maryam', '--email', 'x@shop.example'], PASSWORD, /is taken/],
  [['--role', 'author', '--login', 'reza', '--email', 'r@shop.example'], 'short', /12 to 256/],
  [['--role', 'author', '--email', 'r@shop.example'], PASSWORD, /--login/],
])('refuses %j and creates nothing', async (args, password, why) => {
  const run = await userCreate(args, database, `${password}\n`);
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(why);
  expect(run.stderr).toContain('usage: npm run user:create');
  const readOnly = new Database(database, { readonly: true });
  const count = readOnly.prepare('SELECT COUNT(*) AS n FROM customers').get() as { n: number };
  readOnly.close();
  expect(count.n).toBe(1);
});
