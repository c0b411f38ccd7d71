// `WORDPRESS_URL=… npm start`: the storefront alone. It opens no database (WordPress holds the
// data), serves the shop's pages and forwards the rest to the site it names.
import fs from 'node:fs';
import path from 'node:path';
import { startMain } from '../mainProcess';
import { startTestServer, type TestServer } from '../server';
import { tempDir } from './fixtures';

jest.setTimeout(60_000);

let wordpress: TestServer;
beforeAll(async () => {
  wordpress = await startTestServer();
});
afterAll(() => wordpress.close());

it('stands in front of the site without a database of its own', async () => {
  const dir = tempDir();
  const database = path.join(dir, 'shop.sqlite');
  const storefront = await startMain({
    WORDPRESS_URL: wordpress.url,
    DATABASE: database,
    UPLOADS_DIR: path.join(dir, 'uploads'),
  });
  try {
    const cart = await fetch(`${storefront.url}/wp-json/wc/store/v1/cart`);
    expect(cart.status).toBe(200);
    expect(cart.headers.get('cart-token')).not.toBeNull();
    expect((await fetch(`${storefront.url}/health`)).status).toBe(200);
    expect(storefront.logs.some((line) => line.msg === 'standing in front of WordPress')).toBe(
      true,
    );
  } finally {
    expect(await storefront.stop()).toBe(0);
  }
  expect(fs.existsSync(database)).toBe(false);
  expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
});
