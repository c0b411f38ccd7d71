// The WooCommerce Store API (wc/store/v1) and the swatch plugin's variation route, through the
// same api-fetch as everything else (root URL, X-WP-Nonce, _locale=user, observed fetch).
// The Store API keeps its own two headers, as WooCommerce Blocks does: the `Nonce` it answers
// on cart responses is sent back on every cart write, and the `Cart-Token` it answers names
// the cart on every later Store API request (so a cart survives without cookies).
import {
  CART_TOKEN_HEADER,
  STORE_API_NAMESPACE,
  STORE_ERROR_CODES,
  STORE_MAX_PER_PAGE,
  STORE_NONCE_HEADER,
  type ProductVariation,
  type StoreAddItemRequest,
  type StoreCart,
  type StoreCategory,
  type StoreProduct,
  type StoreProductQuery,
} from '../../contracts/store';
import { WpApiError } from './errors';
import { readJson, readPage, type Page } from './responses';
import { wpFetch } from './wp';
import type { VariationList } from './variationTable';

const STORE = `/${STORE_API_NAMESPACE}`;

/** What the Store API last told us about this visitor's cart session. */
export interface CartSession {
  nonce: string;
  cartToken: string;
}

const session: CartSession = { nonce: '', cartToken: '' };

/** The current nonce and cart token (the cart saga keeps the token across page loads). */
export function cartSession(): CartSession {
  return { ...session };
}

/** Restores a cart token saved from an earlier visit, or forgets both values (''). */
export function restoreCartSession(saved: Partial<CartSession>): void {
  if (saved.nonce !== undefined) session.nonce = saved.nonce;
  if (saved.cartToken !== undefined) session.cartToken = saved.cartToken;
}

function storeHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  if (session.nonce) headers[STORE_NONCE_HEADER] = session.nonce;
  if (session.cartToken) headers[CART_TOKEN_HEADER] = session.cartToken;
  return headers;
}

function rememberSession(response: Response): void {
  const nonce = response.headers.get(STORE_NONCE_HEADER);
  const token = response.headers.get(CART_TOKEN_HEADER);
  if (nonce) session.nonce = nonce;
  if (token) session.cartToken = token;
}

/** `path` with the query's set values (api/checkout.ts builds its order path with it too). */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | undefined>,
) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** One Store API call that needs the response headers (cart session, pagination). */
async function storeCall(
  path: string,
  init: { method?: 'GET' | 'POST'; data?: unknown } = {},
): Promise<Response> {
  const response = await wpFetch<Response>({
    path,
    method: init.method ?? 'GET',
    data: init.data,
    headers: storeHeaders(),
    parse: false,
  });
  rememberSession(response);
  return response;
}

/**
 * With `fields`, only those fields of each product (WordPress's `_fields`): a listing that has no
 * use for `variations` leaves out the thousands of entries a large variable product carries.
 */
export async function getProducts<K extends keyof StoreProduct = keyof StoreProduct>(
  query: StoreProductQuery = {},
  fields?: readonly K[],
): Promise<Page<Pick<StoreProduct, K>>> {
  const { include, stock_status: stockStatus, ...simple } = query;
  const response = await storeCall(
    withQuery(`${STORE}/products`, {
      ...simple,
      include: include?.join(','),
      stock_status: stockStatus?.join(','),
      _fields: fields?.join(','),
    }),
  );
  return readPage<Pick<StoreProduct, K>>(response);
}

/** One product by id or slug; null when the shop has no such product. */
export async function getProduct(idOrSlug: number | string): Promise<StoreProduct | null> {
  const key =
    typeof idOrSlug === 'number' ? String(idOrSlug) : encodeURIComponent(idOrSlug.normalize());
  try {
    return await readJson<StoreProduct>(await storeCall(`${STORE}/products/${key}`));
  } catch (error) {
    if (
      error instanceof WpApiError &&
      (error.code === STORE_ERROR_CODES.productInvalidId ||
        error.code === STORE_ERROR_CODES.productInvalidSlug)
    ) {
      return null;
    }
    throw error;
  }
}

/** Every product category (WooCommerce answers them all in one page of up to 100). */
export async function getCategories(): Promise<StoreCategory[]> {
  const response = await storeCall(
    withQuery(`${STORE}/products/categories`, { per_page: STORE_MAX_PER_PAGE }),
  );
  return readJson<StoreCategory[]>(response);
}

/**
 * The classic product_variations of a variable product, from the path its swatch extension
 * names (woo-variation-swatches/v1/single-product/{id}). The path holds the plugin's name, so the
 * swatch middleware adds its extra query parameters to this request. The body (megabytes for a
 * large product) is fetched and parsed off the page's main thread where a Worker can
 * (variationsFetch.ts), and arrives as a table whose objects are made as they are read.
 */
export async function getProductVariations(
  variationsPath: string,
): Promise<VariationList<ProductVariation>> {
  const path = variationsPath.startsWith('/') ? variationsPath : `/${variationsPath}`;
  // Only a product page needs the worker's side: its own small chunk, not every page's scripts.
  const { fetchVariations } = await import('./variationsFetch');
  return fetchVariations(path);
}

export async function getCart(): Promise<StoreCart> {
  return readJson<StoreCart>(await storeCall(`${STORE}/cart`));
}

const NONCE_CODES: readonly string[] = [
  STORE_ERROR_CODES.missingNonce,
  STORE_ERROR_CODES.invalidNonce,
];

/**
 * One POST that needs the Store API nonce, answering T. Without a usable nonce (first write of a
 * visit, or an expired one) it fetches the cart once, which answers a fresh nonce, and retries.
 * The checkout (api/checkout.ts) places its order through it too.
 */
export async function storeWrite<T>(path: string, data: unknown): Promise<T> {
  const send = async () => readJson<T>(await storeCall(path, { method: 'POST', data }));
  if (!session.nonce) await getCart();
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof WpApiError) || !NONCE_CODES.includes(error.code)) throw error;
    await getCart();
    return send();
  }
}

/** Adds an item and answers the whole cart. */
export function addToCart(request: StoreAddItemRequest): Promise<StoreCart> {
  return storeWrite<StoreCart>(`${STORE}/cart/add-item`, request);
}
