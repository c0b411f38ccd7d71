// Attacks 10, 11 (token strength) and 12 of the security review: settings that make a
// production shop unsafe must stop it or be reported where an operator sees them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMain, type LogLine } from '../mainProcess';

jest.setTimeout(60_000);

const ERROR = 50;
const WARN = 40;
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-startup-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = (env: Record<string, string>, stopAt?: (line: LogLine) => boolean) =>
  runMain({ UPLOADS_DIR: path.join(dir, 'uploads'), ...env }, stopAt);

const said = (logs: LogLine[], start: string) =>
  logs.find((line) => line.msg?.startsWith(start) === true);

describe('CAPTCHA_TEST_ANSWER', () => {
  it('stops a production start, naming the variable', async () => {
    const result = await run({ NODE_ENV: 'production', CAPTCHA_TEST_ANSWER: '1234' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('CAPTCHA_TEST_ANSWER');
    expect(said(result.logs, 'Server listening')).toBeUndefined();
  });

  it('is an error-level line otherwise, seen even at LOG_LEVEL=error', async () => {
    const result = await run(
      { CAPTCHA_TEST_ANSWER: '1234', LOG_LEVEL: 'error' },
      (line) => line.msg?.startsWith('CAPTCHA_TEST_ANSWER') === true,
    );
    expect(said(result.logs, 'CAPTCHA_TEST_ANSWER is set')?.level).toBe(ERROR);
  });
});

describe('SHOP_ADMIN_TOKEN', () => {
  it.each([
    'aaaaaaaaaaaaaaaa',
    'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    'short-but-varied-1234',
  ])('refuses the weak token %p at start', async (token) => {
    const result = await run({ SHOP_ADMIN_TOKEN: token });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SHOP_ADMIN_TOKEN must be');
  });
});

describe('SHOP_SECRET', () => {
  it('warns at a production start without it, and not with it', async () => {
    const without = await run({ NODE_ENV: 'production', SITE_URL: 'https://shop.example' });
    expect(without.code).toBe(0);
    expect(said(without.logs, 'SHOP_SECRET is not set')?.level).toBe(WARN);

    const withSecret = await run({
      NODE_ENV: 'production',
      SITE_URL: 'https://shop.example',
      SHOP_SECRET: 'a-long-random-secret-from-the-environment',
    });
    expect(withSecret.code).toBe(0);
    expect(said(withSecret.logs, 'SHOP_SECRET is not set')).toBeUndefined();
  });
});
