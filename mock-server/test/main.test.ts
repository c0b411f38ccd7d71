// npm start (main.ts) as a real process: the first run creates and seeds the database, the second
// keeps data and the nonce secret, and SIGTERM stops cleanly after finishing a request in flight.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { WpMedia, WpPost } from '../../contracts/wp';
import { BLOG_POST_COUNT } from '../src/seed/blogPosts';
import { startMain } from './mainProcess';
import { sampleImage } from './server';
import { visitSite } from './siteVisitor';
import { addStaff } from './staffAccounts';

jest.setTimeout(60_000);

describe('npm start (main.ts)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-main-'));
  const database = path.join(dir, 'data', 'shop.sqlite');
  const env = { DATABASE: database, UPLOADS_DIR: path.join(dir, 'uploads'), LOG_LEVEL: 'info' };
  let visitor: { cookie: string; nonce: string };

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates and seeds the database on first run, and stops cleanly on SIGTERM', async () => {
    const server = await startMain(env);
    expect(fs.existsSync(database)).toBe(true);
    expect(server.logs.find((line) => line.msg === 'seeded the demo content')).toMatchObject({
      posts: BLOG_POST_COUNT,
      pages: 5,
    });

    const list = await fetch(`${server.url}/wp-json/wp/v2/posts?per_page=1`);
    expect(list.headers.get('x-wp-total')).toBe(String(BLOG_POST_COUNT));
    // An editor made while the shop runs (as `npm run user:create` would), signed in over HTTP.
    const writer = new Database(database);
    const editor = await addStaff(writer, 'editor', 'main-editor');
    writer.close();
    const site = await visitSite(server.url);
    await site.signIn(editor.login, editor.password);
    visitor = { cookie: site.cookie(), nonce: site.nonce() };
    const update = await fetch(`${server.url}/wp-json/wp/v2/posts/1`, {
      method: 'POST',
      headers: {
        ...visitor,
        'x-wp-nonce': visitor.nonce,
        'x-http-method-override': 'PUT',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ title: 'پس از راه‌اندازی دوباره هم می‌ماند' }),
    });
    expect(update.status).toBe(200);
    // Requests are logged with ids.
    expect(
      server.logs.some((line) => line.msg === 'incoming request' && typeof line.reqId === 'string'),
    ).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The WAL was checkpointed: the database file alone is complete and sound.
    expect(fs.existsSync(`${database}-wal`) ? fs.statSync(`${database}-wal`).size : 0).toBe(0);
    const db = new Database(database, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('keeps data and the nonce secret on the second run, and finishes a request in flight on SIGTERM', async () => {
    const server = await startMain(env);
    expect(server.logs.some((line) => line.msg === 'seeded the demo content')).toBe(false);
    const post = (await (await fetch(`${server.url}/wp-json/wp/v2/posts/1`)).json()) as WpPost;
    expect(post.title.rendered).toBe('پس از راه‌اندازی دوباره هم می‌ماند');
    expect(
      (await fetch(`${server.url}/wp-json/wp/v2/posts?per_page=1`)).headers.get('x-wp-total'),
    ).toBe(String(BLOG_POST_COUNT));

    // An upload whose body is still arriving when the signal comes.
    const image = await sampleImage(320, 240, 'png');
    let push: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = controller;
      },
    });
    const uploading = fetch(`${server.url}/wp-json/wp/v2/media`, {
      method: 'POST',
      headers: {
        cookie: visitor.cookie,
        // Minted by the first run: the generated secret was kept in the database.
        'x-wp-nonce': visitor.nonce,
        'content-type': 'image/png',
        'content-disposition': 'attachment; filename="in-flight.png"',
      },
      body,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    push?.enqueue(new Uint8Array(image.subarray(0, 100)));
    await server.waitForLog(
      (line) => line.msg === 'incoming request' && line.req?.url === '/wp-json/wp/v2/media',
    );
    server.child.kill('SIGTERM');
    await server.waitForLog((line) => line.msg?.startsWith('shutting down') === true);
    push?.enqueue(new Uint8Array(image.subarray(100)));
    push?.close();

    const response = await uploading;
    expect(response.status).toBe(201);
    expect(((await response.json()) as WpMedia).media_details.width).toBe(320);
    expect(await server.exited).toBe(0);
    expect(server.logs.map((line) => line.msg).slice(-2)).toEqual(['request completed', 'stopped']);
  });
});
