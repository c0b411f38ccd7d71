// GET /storefront/orders: a signed-in customer's orders read from WooCommerce's own orders page
// with her cookies and the public host; refused before asking WordPress without a sign-in
// cookie, and refused when WordPress does not know the cookie.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { STOREFRONT_ORDERS_PATH } from '../../../contracts/wooAccountOrders';
import { buildStorefront } from '../../src/storefront/storefrontApp';
import { writeClientFixture } from '../server';
import { tempDir } from './fixtures';

const PUBLIC_ORIGIN = 'https://shop.example';
const SIGNED_IN = 'wordpress_logged_in_abc=maryam%7C1';
const ORDERS_PAGE = fs.readFileSync(
  path.join(__dirname, 'woocommercePages', 'orders.html'),
  'utf8',
);

let wordpress: FastifyInstance;
let storefront: FastifyInstance;
const seen: { url: string; host: string | undefined; cookie: string | undefined }[] = [];
let failing = false;

beforeAll(async () => {
  wordpress = Fastify();
  wordpress.addHook('onRequest', async (request) => {
    seen.push({ url: request.url, host: request.headers.host, cookie: request.headers.cookie });
  });
  wordpress.get('/wp-json/', async () => ({ name: 'فروشگاه آزمایشی', routes: {} }));
  wordpress.get('/my-account/orders/', async (request, reply) => {
    if (failing) return reply.code(500).type('text/html').send('<h1>Critical error</h1>');
    // WordPress knows only her cookie; anyone else gets the sign-in form.
    const known = request.headers.cookie === SIGNED_IN;
    return reply
      .type('text/html')
      .send(
        known
          ? ORDERS_PAGE
          : '<html><body class="woocommerce-account"><form class="woocommerce-form-login"></form></body></html>',
      );
  });
  const wordpressUrl = await wordpress.listen({ host: '127.0.0.1', port: 0 });
  storefront = await buildStorefront({
    wordpressUrl,
    siteUrl: PUBLIC_ORIGIN,
    clientDist: writeClientFixture(tempDir()),
    contactButtons: {},
  });
});

afterAll(async () => {
  await storefront.close();
  await wordpress.close();
});

beforeEach(() => {
  seen.length = 0;
  failing = false;
});

const orders = (cookie?: string) =>
  storefront.inject({ url: STOREFRONT_ORDERS_PATH, headers: cookie ? { cookie } : {} });

it("answers WooCommerce's list for her, read with her cookies and the public host", async () => {
  const answer = await orders(SIGNED_IN);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  const body = answer.json<{ orders: { id: number; status: string }[]; more: boolean }>();
  expect(body.orders.map((order) => order.id)).toEqual([201, 198, 197, 196, 195]);
  expect(body.more).toBe(false);
  expect(seen).toContainEqual({
    url: '/my-account/orders/',
    host: 'shop.example',
    cookie: SIGNED_IN,
  });
});

it('refuses without a WordPress sign-in cookie, before asking WordPress', async () => {
  const answer = await orders('woocommerce_cart_hash=x');
  expect(answer.statusCode).toBe(401);
  expect(answer.json()).toEqual({
    code: 'rest_not_logged_in',
    message: expect.stringMatching(/[\u0600-\u06FF]/),
    data: { status: 401 },
  });
  expect(seen.filter((request) => request.url.startsWith('/my-account'))).toEqual([]);
});

it('refuses a sign-in cookie WordPress does not know', async () => {
  const answer = await orders('wordpress_logged_in_abc=forged%7C1');
  expect(answer.statusCode).toBe(401);
  expect(answer.json<{ code: string }>().code).toBe('rest_not_logged_in');
});

it("answers 502 in WordPress's shape when WooCommerce's page fails", async () => {
  failing = true;
  const answer = await orders(SIGNED_IN);
  expect(answer.statusCode).toBe(502);
  expect(answer.json<{ code: string }>().code).toBe('wordpress_unreachable');
});
