// The bench's baseline: which folder is served how, an older checkout's own server started and
// stopped with a database of its own, and a page that is not drawn in full named.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baselineSource, pageProblem, startCheckoutShop } from './baseline';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A folder holding `files` (relative path -> text). */
function folderWith(files: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-test-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), text);
  }
  return folder;
}

/** A checkout's TypeScript settings, as ts-node reads them from the checkout's folder. */
const TSCONFIG = JSON.stringify({ compilerOptions: { module: 'commonjs', target: 'es2022' } });

/** An older checkout's server stand-in: answers with what it was started with. */
const ECHOING_SERVER = `
import * as http from 'node:http';
http
  .createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({
      cwd: process.cwd(),
      database: process.env.DATABASE,
      announcement: process.env.ANNOUNCEMENT,
      wordpressUrl: process.env.WORDPRESS_URL ?? null,
    }));
  })
  .listen(Number(process.env.PORT), process.env.HOST);
`;

describe('pageProblem', () => {
  it('accepts a page drawn in full', () => {
    expect(pageProblem(200, '<main><h1>تماس با ما</h1><form></form></main>')).toBeUndefined();
  });

  it('names a page that draws the shop\'s "could not load" box, or answers another status', () => {
    const failed = '<main><div class="load-failure"><p>خطای ناشناخته‌ای رخ داد.</p></div></main>';
    expect(pageProblem(200, failed)).toMatch(/could not load/);
    expect(pageProblem(502, '<main></main>')).toBe('HTTP 502');
  });
});

describe('baselineSource', () => {
  it('serves a checkout by its own server, and a build folder by this checkout', () => {
    const checkout = folderWith({
      'dist/index.html': '<!doctype html>',
      'mock-server/src/main.ts': ECHOING_SERVER,
    });
    expect(baselineSource(checkout)).toEqual({
      kind: 'checkout',
      checkout,
      dist: path.join(checkout, 'dist'),
    });
    const build = folderWith({ 'index.html': '<!doctype html>' });
    expect(baselineSource(build)).toEqual({ kind: 'build', dist: build });
    const buildOnly = folderWith({ 'dist/index.html': '<!doctype html>' });
    expect(baselineSource(buildOnly)).toEqual({
      kind: 'build',
      dist: path.join(buildOnly, 'dist'),
    });
    expect(() => baselineSource(folderWith({ 'README.md': '' }))).toThrow(/neither a checkout/);
  });
});

describe('startCheckoutShop', () => {
  const wordpressUrl = process.env.WORDPRESS_URL;
  afterEach(() => {
    if (wordpressUrl === undefined) delete process.env.WORDPRESS_URL;
    else process.env.WORDPRESS_URL = wordpressUrl;
  });

  it('starts the checkout in its folder on a database of its own, and stops it', async () => {
    const checkout = folderWith({
      'dist/index.html': '<!doctype html>',
      'tsconfig.json': TSCONFIG,
      'mock-server/src/main.ts': ECHOING_SERVER,
    });
    // The bench's own environment must not make the baseline a storefront of some WordPress.
    process.env.WORDPRESS_URL = 'http://127.0.0.1:9';
    const shop = await startCheckoutShop(checkout);
    const started = (await (await fetch(`${shop.url}/`)).json()) as Record<string, string | null>;
    expect(started).toMatchObject({ cwd: checkout, announcement: 'off', wordpressUrl: null });
    expect(started.database).toMatch(/shop-baseline-.*shop\.sqlite$/);
    expect(started.database!.startsWith(checkout)).toBe(false);
    await shop.stop();
    await expect(fetch(`${shop.url}/`)).rejects.toThrow();
    expect(fs.existsSync(path.dirname(started.database!))).toBe(false);
  }, 60_000);

  it("says why when the checkout's server does not start", async () => {
    const checkout = folderWith({
      'dist/index.html': '<!doctype html>',
      'tsconfig.json': TSCONFIG,
      'mock-server/src/main.ts': "console.error('settings: PORT is not a port'); process.exit(1);",
    });
    await expect(startCheckoutShop(checkout)).rejects.toThrow(/PORT is not a port/);
  }, 60_000);
});
