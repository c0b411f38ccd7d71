// Provider states of the cart operation and checkout interactions of the woocommerce-store-api
// pact. Like the catalogue states they work through the site's own Store API, so a live
// WooCommerce can be verified too; only "gone out of stock" needs the test server's stock switch
// (a live site arranges it by hand, see docs/contracts.md).
import { STORE_NONCE_HEADER, type StoreCart, type StoreProduct } from '../store';
import { CHECKOUT_PARAMS, CHECKOUT_STATES } from '../consumer/storeApiContract';
import type { StoreSite } from './storeApiStates';
import type { StateHandlers } from './wordpressStates';

/** The test server's demo coupon (seeded); a live site names its own with STORE_COUPON_CODE. */
export const DEFAULT_PACT_COUPON = 'welcome10';

export interface CheckoutStateHooks {
  stateHandlers: StateHandlers;
  /** Puts back the stock a state took away. */
  afterEach: () => Promise<void>;
}

/** `nonce` is the Store API nonce the pact's requests will carry; `refresh` asks the site for one. */
export function checkoutStateHooks(
  site: StoreSite,
  session: { nonce: () => string | undefined; refresh: () => Promise<void> },
): CheckoutStateHooks {
  const restore: (() => void)[] = [];
  /** A state of this file put something in the verifier's cart. */
  let cartFilled = false;
  const couponCode = site.couponCode ?? DEFAULT_PACT_COUPON;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    await session.refresh();
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (site.session.cookie) headers.Cookie = site.session.cookie;
    const nonce = session.nonce();
    if (nonce) headers[STORE_NONCE_HEADER] = nonce;
    const response = await fetch(`${site.baseUrl}/wp-json/wc/store/v1/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as T;
  }

  async function emptyCart(): Promise<void> {
    const cart = await call<StoreCart>('GET', 'cart');
    for (const item of cart.items) await call('POST', 'cart/remove-item', { key: item.key });
    for (const coupon of cart.coupons)
      await call('POST', 'cart/remove-coupon', { code: coupon.code });
  }

  /** A purchasable simple product in stock that takes at least three units. */
  async function simpleProduct(): Promise<StoreProduct> {
    const products = await call<StoreProduct[]>(
      'GET',
      'products?type=simple&stock_status=instock&per_page=100',
    );
    const found = products.find(
      (product) =>
        product.is_purchasable &&
        product.is_in_stock &&
        !product.sold_individually &&
        product.add_to_cart.maximum >= 3 &&
        Number(product.prices.price) > 0,
    );
    if (!found) throw new Error('the site has no in-stock simple product that takes 3 units');
    return found;
  }

  async function cartWithProduct() {
    cartFilled = true;
    site.ensureCatalogue?.();
    await emptyCart();
    const product = await simpleProduct();
    const cart = await call<StoreCart>('POST', 'cart/add-item', { id: product.id, quantity: 1 });
    const key = cart.items.find((item) => item.id === product.id)?.key;
    if (!key) throw new Error(`product ${product.id} did not reach the cart`);
    await session.refresh();
    return {
      [CHECKOUT_PARAMS.itemKey]: key,
      [CHECKOUT_PARAMS.productId]: product.id,
      [CHECKOUT_PARAMS.couponCode]: couponCode,
    };
  }

  const stateHandlers: StateHandlers = {
    [CHECKOUT_STATES.cartWithProduct]: cartWithProduct,
    [CHECKOUT_STATES.cartWithCoupon]: async () => {
      const params = await cartWithProduct();
      await call('POST', 'cart/apply-coupon', { code: couponCode });
      await session.refresh();
      return params;
    },
    [CHECKOUT_STATES.cartOutOfStock]: async () => {
      const setStock = site.setStock;
      if (!setStock) {
        throw new Error(
          'this state needs a product that goes out of stock after it is in the cart: arrange it by hand on a live site',
        );
      }
      site.ensureCatalogue?.();
      const product = await simpleProduct();
      const params = await cartWithProduct();
      const productId = params[CHECKOUT_PARAMS.productId];
      setStock(productId, 0);
      // With managed stock the add-to-cart maximum is the stock (under 9999): put it back after.
      const stock = product.id === productId ? product.add_to_cart.maximum : 25;
      restore.push(() => setStock(productId, stock));
      return params;
    },
  };

  return {
    stateHandlers,
    afterEach: async () => {
      const touched = restore.length > 0;
      for (const undo of restore.splice(0)) undo();
      // A refused checkout leaves its cart full; the catalogue states that follow (add-item
      // answers items[0]) expect the verifier's cart to hold only what they add.
      if (touched || cartFilled) await emptyCart();
      cartFilled = false;
    },
  };
}
