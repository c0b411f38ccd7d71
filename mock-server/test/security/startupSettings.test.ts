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

describe("the demo shop's contact details", () => {
  const OWN_DETAILS = {
    CONTACT_PHONE: '09120000001',
    CONTACT_WHATSAPP: '',
    CONTACT_EITAA: '',
    CONTACT_BALE: '',
    SHOP_ADDRESS: 'اصفهان، خیابان چهارباغ',
    SHOP_PHONE: '031-32000000',
    SHOP_HOURS: '',
  };
  const production = {
    NODE_ENV: 'production',
    SITE_URL: 'https://shop.example',
    SHOP_SECRET: 'a-long-random-secret-from-the-environment',
  };

  it.each([
    ['the shop itself', {}],
    ['the storefront in front of WordPress', { WORDPRESS_URL: 'http://127.0.0.1:9' }],
  ])('%s warns at a production start, naming each one left unset', async (_mode, mode) => {
    const result = await run({ ...production, ...mode, SHOP_PHONE: '031-32000000' });
    const warning = said(result.logs, 'CONTACT_PHONE, CONTACT_WHATSAPP');
    expect(warning?.level).toBe(WARN);
    expect(warning?.msg).toContain('SHOP_ADDRESS');
    expect(warning?.msg).not.toContain('SHOP_PHONE');
  });

  it('says nothing once every one is the shop’s own (or empty, to hide it)', async () => {
    const result = await run({ ...production, ...OWN_DETAILS });
    expect(result.logs.some((line) => line.msg?.includes('demo shop'))).toBe(false);
  });
});
