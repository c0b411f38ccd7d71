// In front of a WordPress, the cart and checkout pages are drawn for the visitor: the render asks
// the Store API with the visitor's cookies and their Cart-Token, which the storefront keeps in an
// HttpOnly cookie from the Store API's answers, so the cart is in the first HTML (its largest text
// painted without waiting for the app), and no visitor ever gets another's cart from the page cache.
import Fastify, { type FastifyInstance } from 'fastify';
import { createPageRenderer } from '../../../client/server/renderPage';
import { CART_TOKEN_COOKIE } from '../../../contracts/store';
import { buildStorefront } from '../../src/storefront/storefrontApp';
import { recordedStoreApi } from '../realWordpress';
import { writeClientFixture } from '../server';
import { tempDir } from './fixtures';

jest.setTimeout(30_000);

const [, , cartWithShirt] = recordedStoreApi('cart_after_add');
const [, , emptyCart] = recordedStoreApi('cart_get');
const SHIRT = 'Classic cotton tshirt';
const TOKEN = 'token-of-a-guest-with-a-shirt';

let wordpress: FastifyInstance;
let storefront: FastifyInstance;
const cartReads: { token: string | undefined; cookie: string | undefined }[] = [];

beforeAll(async () => {
  wordpress = Fastify();
  wordpress.get('/wp-json/', async () => ({ name: 'فروشگاه آزمایشی', routes: {} }));
  wordpress.get('/wp-json/wc/store/v1/cart', async (request) => {
    const token = request.headers['cart-token'];
    cartReads.push({
      token: typeof token === 'string' ? token : undefined,
      cookie: request.headers.cookie,
    });
    return token === TOKEN ? cartWithShirt : emptyCart;
  });
  // As WooCommerce answers an add: the cart, and the token naming it.
  wordpress.post('/wp-json/wc/store/v1/cart/add-item', async (_request, reply) =>
    reply
      .code(201)
      .header('cart-token', TOKEN)
      .header('set-cookie', 'woocommerce_items_in_cart=1; path=/')
      .send(cartWithShirt),
  );
  wordpress.get('/wp-admin/admin-ajax.php', async (_request, reply) => reply.code(400).send('0'));
  wordpress.all('/*', async (_request, reply) => reply.code(404).send({ code: 'rest_no_route' }));
  const wordpressUrl = await wordpress.listen({ host: '127.0.0.1', port: 0 });
  storefront = await buildStorefront({
    wordpressUrl,
    siteUrl: 'https://shop.example',
    clientDist: writeClientFixture(tempDir()),
    contactButtons: {},
    // The cache is on: a page drawn for one visitor must never be kept for the next.
    pageCacheSeconds: 60,
    pageRenderer: (api) => createPageRenderer(api),
  });
});

afterAll(async () => {
  await storefront.close();
  await wordpress.close();
});

beforeEach(() => {
  cartReads.length = 0;
});

const visit = (url: string, cookie?: string) =>
  storefront.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe.each(['/cart/', '/checkout/'])('%s in front of a WordPress', (page) => {
  it("is drawn with the visitor's cart, asked with their cookies and Cart-Token", async () => {
    const cookie = `wordpress_logged_in_abc=ana; ${CART_TOKEN_COOKIE}=${TOKEN}`;
    const answer = await visit(page, cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain(SHIRT);
    expect(cartReads).toContainEqual({ token: TOKEN, cookie });
  });

  it("never hands one visitor's cart to the next, cache or not", async () => {
    await visit(page, `${CART_TOKEN_COOKIE}=${TOKEN}`);
    const stranger = await visit(page);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.body).not.toContain(SHIRT);
    expect(stranger.body).toContain('سبد خرید شما در حال حاضر خالی است');
    expect(cartReads.at(-1)).toEqual({ token: undefined, cookie: undefined });
  });
});

it('leaves the order received page shared: no visitor cart is asked for it', async () => {
  await visit('/checkout/order-received/12/?key=wc_order_x', `${CART_TOKEN_COOKIE}=${TOKEN}`);
  expect(cartReads.filter((read) => read.token === TOKEN)).toEqual([]);
});

it("keeps the Store API's Cart-Token in an HttpOnly cookie, which then draws that cart", async () => {
  const added = await storefront.inject({
    method: 'POST',
    url: '/wp-json/wc/store/v1/cart/add-item',
    headers: { 'content-type': 'application/json' },
    payload: { id: 176, quantity: 1 },
  });
  expect(added.statusCode).toBe(201);
  expect(added.headers['cart-token']).toBe(TOKEN);
  const cookies = [added.headers['set-cookie'] ?? []].flat();
  // WordPress's own cookies pass as they came (Secure: the site is https); the token's is the
  // storefront's.
  expect(cookies).toContain('woocommerce_items_in_cart=1; path=/; Secure');
  const kept = cookies.find((cookie) => cookie.startsWith(`${CART_TOKEN_COOKIE}=`));
  expect(kept).toBe(
    `${CART_TOKEN_COOKIE}=${TOKEN}; Max-Age=172800; Path=/; HttpOnly; SameSite=Lax; Secure`,
  );
  const cart = await visit('/cart/', kept!.split(';')[0]);
  expect(cart.body).toContain(SHIRT);
});

it('sets no cookie on an answer without a Cart-Token', async () => {
  const other = await storefront.inject({ url: '/wp-json/wp/v2/posts' });
  expect(other.headers['set-cookie']).toBeUndefined();
});
