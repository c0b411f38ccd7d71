// The cart, checkout and sign-in posted without JavaScript (issue 25, item 5): a post without the
// visitor's own `_wpnonce` (CSRF), or with another session's, is refused with a Persian page and
// changes nothing. (What a valid post does needs the built renderer: e2e/noJavaScript.e2e.test.ts.)
import type { StoreCart } from '../../../contracts/store';
import { catalogFixture } from '../../test/catalogStates';
import { Shopper } from '../../test/checkoutKit';
import { buildTestApp, sessionCookieFor, type TestApp } from '../../test/server';

const now = new Date('2025-06-01T12:00:00Z');
let t: TestApp;
let ids: ReturnType<typeof catalogFixture>;
beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  ids = catalogFixture(t.db);
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function post(url: string, cookie: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', host: 'shop.test' },
    payload: form(fields),
  });
}

const orders = () => t.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM orders').get()!.n;

describe('plain posts without the visitor’s token', () => {
  it('changes no cart, places no order and signs no one in', async () => {
    const visitor = sessionCookieFor({ now });
    const other = sessionCookieFor({ now });
    const shopper = await Shopper.arrive(t.app, { cookie: visitor.cookie });
    await shopper.add(ids.simpleInStock.id, 2);
    const key = (await shopper.cart()).json<StoreCart>().items[0]?.key ?? '';
    const attempts: [string, Record<string, string>][] = [
      ['/cart', { 'add-to-cart': String(ids.simpleInStock.id) }],
      ['/cart', { remove_item: key }],
      ['/cart', { [`quantity[${key}]`]: '5', update_cart: '' }],
      ['/cart', { coupon_code: 'welcome10', apply_coupon: '' }],
      ['/checkout', { first_name: 'مریم', payment_method: 'cod' }],
      ['/my-account', { login: '09121234567', password: 'secret-secret' }],
    ];
    for (const [url, fields] of attempts) {
      for (const token of [undefined, '', other.nonce, 'not-a-nonce']) {
        const response = await post(
          url,
          visitor.cookie,
          token === undefined ? fields : { ...fields, _wpnonce: token },
        );
        expect(response.statusCode).toBe(403);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('این صفحه کهنه شده بود');
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    }
    // A form on another site cannot know the token, even for a visitor who has one.
    const cart = (await shopper.cart()).json<StoreCart>();
    expect(cart.items.map((item) => [item.key, item.quantity])).toEqual([[key, 2]]);
    expect(cart.coupons).toEqual([]);
    expect(orders()).toBe(0);
  });

  it('without a session at all the token cannot match', async () => {
    const response = await post('/cart', '', {
      'add-to-cart': String(ids.simpleInStock.id),
      _wpnonce: sessionCookieFor({ now }).nonce,
    });
    expect(response.statusCode).toBe(403);
  });
});
