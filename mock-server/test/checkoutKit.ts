// Shopping through the Store API in tests: a cart per shopper (its Cart-Token, so no cookie and
// no nonce), add-item, and a valid Iranian checkout body. Used by the checkout route, concurrency
// and pact tests.
import type { FastifyInstance } from 'fastify';
import type { StoreCheckoutRequest } from '../../contracts/checkout';

export const STORE = '/wp-json/wc/store/v1';

/** A billing address that passes every rule, typed the way a Persian keyboard types it. */
export function persianBilling(): StoreCheckoutRequest['billing_address'] {
  return {
    first_name: 'مریم',
    last_name: 'احمدی',
    company: '',
    address_1: 'خیابان ولیعصر، کوچهٔ بهار، پلاک ۱۲',
    address_2: '',
    city: 'تهران',
    state: 'THR',
    postcode: '۱۴۳۴۸-۶۳۱۱۱',
    country: 'IR',
    phone: '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹',
    email: 'maryam@example.com',
  };
}

/** persianBilling() for the n-th of many different buyers: an email, mobile and address of its own. */
export function buyerBilling(n: number): StoreCheckoutRequest['billing_address'] {
  return {
    ...persianBilling(),
    email: `buyer${n}@example.com`,
    phone: `0935${String(n % 10_000_000).padStart(7, '0')}`,
    postcode: `14348${String(n % 100_000).padStart(5, '0')}`,
  };
}

/** AppOptions.checkout for tests where one contact places many orders: no unpaid-order cap. */
export const NO_CAP = { unpaidOrderLimit: null, unpaidOrdersPerAddress: null };

export function checkoutBody(overrides: Partial<StoreCheckoutRequest> = {}): StoreCheckoutRequest {
  return {
    billing_address: persianBilling(),
    payment_method: 'cod',
    extensions: {
      'woocommerce/order-attribution': {
        source_type: 'utm',
        utm_source: 'instagram',
        utm_medium: 'social',
        utm_campaign: 'yalda',
        session_pages: '3',
        session_count: '1',
        user_agent: 'Mozilla/5.0 (Linux; Android 14)',
      },
    },
    ...overrides,
  };
}

/** Talks to an app through inject with one shopper's Cart-Token. */
export class Shopper {
  private constructor(
    private readonly app: FastifyInstance,
    readonly token: string,
    /** Sent with every request, e.g. a signed-in customer's cookie. */
    private readonly extra: Record<string, string>,
  ) {}

  static async arrive(app: FastifyInstance, extra: Record<string, string> = {}): Promise<Shopper> {
    const response = await app.inject({
      url: `${STORE}/cart`,
      headers: { host: 'shop.test', ...extra },
    });
    return new Shopper(app, String(response.headers['cart-token']), extra);
  }

  post(path: string, payload: object) {
    return this.app.inject({
      method: 'POST',
      url: `${STORE}/${path}`,
      payload,
      headers: { host: 'shop.test', 'cart-token': this.token, 'user-agent': 'jest', ...this.extra },
    });
  }

  cart() {
    return this.app.inject({
      url: `${STORE}/cart`,
      headers: { host: 'shop.test', 'cart-token': this.token, ...this.extra },
    });
  }

  async add(id: number, quantity = 1): Promise<void> {
    const response = await this.post('cart/add-item', { id, quantity });
    if (response.statusCode !== 201) throw new Error(`add-item ${id}: ${response.body}`);
  }

  checkout(overrides: Partial<StoreCheckoutRequest> = {}) {
    return this.post('checkout', checkoutBody(overrides));
  }
}
