// Catalogue pictures drawn on request: WebP in each product's colour for every size WooCommerce
// lists, kept on disk and drawn once at a time, and nothing for unknown pictures, sizes or names.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from './server';

const BASE = '/wp-content/uploads/catalog';

describe('catalogue pictures', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  it('draws a product picture in its colour as WebP, in every size WooCommerce lists', async () => {
    for (const [name, size] of [
      ['custom-sneaker-navy.webp', 600],
      ['custom-sneaker-navy-300x300.webp', 300],
      ['custom-sneaker-navy-100x100.webp', 100],
    ] as const) {
      const response = await server.app.inject({ url: `${BASE}/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', size, size]);
    }
    const { data } = await sharp(
      (await server.app.inject({ url: `${BASE}/custom-sneaker-navy-100x100.webp` })).rawPayload,
    )
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Navy (#1b2a4a) is somewhere in the picture.
    let navy = false;
    for (let i = 0; i + 2 < data.length; i += 3) {
      const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
      if (Math.abs(r - 0x1b) < 12 && Math.abs(g - 0x2a) < 12 && Math.abs(b - 0x4a) < 12)
        navy = true;
    }
    expect(navy).toBe(true);
  });

  it('keeps a drawn picture on disk and draws each only once at a time', async () => {
    const name = 'power-bank-20000-view-1-300x300.webp';
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => server.app.inject({ url: `${BASE}/${name}` })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
    const file = path.join(server.uploadsDir, 'catalog', name);
    expect(fs.readFileSync(file).equals(answers[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    expect(fs.readdirSync(path.dirname(file)).some((entry) => entry.endsWith('.tmp'))).toBe(false);
  });

  it('has nothing for unknown pictures, sizes or names', async () => {
    for (const name of [
      'no-such-picture.webp',
      'custom-sneaker-navy-250x250.webp',
      'custom-sneaker-navy.png',
    ]) {
      const response = await server.app.inject({ url: `${BASE}/${name}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'rest_no_route' });
    }
  });
});
