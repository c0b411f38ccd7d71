// The URLs `npm run bench -- pages` measures, found on the running shop through its own APIs (so
// they hold for any seed and for an older checkout's server), and a cart with one item in it.
import { CART_TOKEN_HEADER, STORE_NONCE_HEADER } from '../contracts/store';
import type { StoreCart, StoreCategory, StoreProduct } from '../contracts/store';
import type { WpPost } from '../contracts/wp';
import type { PageName } from './pagesFigures';

const STORE = '/wp-json/wc/store/v1';
export const PRODUCT_SLUG = 'custom-sneaker';

export interface BenchPage {
  name: PageName;
  path: string;
  /** The shopper's cookies (the cart pages' session), '' for a first visit without any. */
  cookie: string;
}

async function json<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(baseUrl + path);
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The `name=value` pairs of a response's Set-Cookie headers, merged over `jar`. */
function keepCookies(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';', 1)[0]!;
    const equals = pair.indexOf('=');
    if (equals > 0) jar.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
  }
}

const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * A shopper with one in-stock simple product in the cart, as a Cookie header: the session cookie
 * names the cart, as it does for a browser (a fresh profile has no saved Cart-Token).
 */
export async function cartCookie(baseUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  keepCookies(jar, await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } }));
  const products = await json<StoreProduct[]>(
    baseUrl,
    `${STORE}/products?type=simple&stock_status=instock&per_page=10`,
  );
  const product = products.find((item) => item.is_purchasable && item.is_in_stock);
  if (!product) throw new Error('the shop has no simple product in stock to put in the cart');
  const cart = await fetch(`${baseUrl}${STORE}/cart`, { headers: { cookie: cookieHeader(jar) } });
  keepCookies(jar, cart);
  const added = await fetch(`${baseUrl}${STORE}/cart/add-item`, {
    method: 'POST',
    headers: {
      cookie: cookieHeader(jar),
      'content-type': 'application/json',
      [STORE_NONCE_HEADER]: cart.headers.get(STORE_NONCE_HEADER) ?? '',
    },
    body: JSON.stringify({ id: product.id, quantity: 1 }),
  });
  keepCookies(jar, added);
  if (!added.ok) throw new Error(`add-item: HTTP ${added.status} ${await added.text()}`);
  // Read back without the Cart-Token: the cookie alone must name the cart.
  const check = await fetch(`${baseUrl}${STORE}/cart`, { headers: { cookie: cookieHeader(jar) } });
  const items = ((await check.json()) as StoreCart).items_count;
  if (!check.headers.get(CART_TOKEN_HEADER) || items < 1) {
    throw new Error(`the session cookie does not name the cart (${items} items)`);
  }
  return cookieHeader(jar);
}

/**
 * The category with the most products. Its page is `/product-category/<slug>/` where the shop
 * answers that address (WooCommerce's permalink), otherwise the older `/shop?category=<slug>`.
 */
async function categoryPath(baseUrl: string): Promise<string> {
  const categories = await json<StoreCategory[]>(
    baseUrl,
    `${STORE}/products/categories?per_page=100`,
  );
  const [busiest] = [...categories].sort((a, b) => b.count - a.count);
  if (!busiest || busiest.count === 0) throw new Error('the shop has no category with products');
  const slug = encodeURIComponent(busiest.slug);
  const permalink = `/product-category/${slug}/`;
  const probe = await fetch(baseUrl + permalink, { headers: { accept: 'text/html' } });
  await probe.arrayBuffer();
  return probe.status === 200 ? permalink : `/shop?category=${slug}`;
}

async function postPath(baseUrl: string): Promise<string> {
  const [post] = await json<WpPost[]>(baseUrl, '/wp-json/wp/v2/posts?per_page=1');
  if (!post) throw new Error('the shop has no post');
  return `/blog/${encodeURIComponent(post.slug)}`;
}

/** The pages named in `only`, each with its path (found now) and headers. */
export async function findPages(baseUrl: string, only: PageName[]): Promise<BenchPage[]> {
  const needsCart = only.includes('cart') || only.includes('checkout');
  const cookie = needsCart ? await cartCookie(baseUrl) : '';
  const paths: Record<PageName, () => Promise<string> | string> = {
    home: () => '/',
    shop: () => '/shop/',
    category: () => categoryPath(baseUrl),
    product: () => `/product/${PRODUCT_SLUG}`,
    cart: () => '/cart',
    checkout: () => '/checkout',
    contact: () => '/contact',
    about: () => '/about',
    blog: () => '/blog/',
    post: () => postPath(baseUrl),
  };
  const pages: BenchPage[] = [];
  for (const name of only) {
    const path = await paths[name]();
    pages.push({ name, path, cookie: name === 'cart' || name === 'checkout' ? cookie : '' });
  }
  return pages;
}
