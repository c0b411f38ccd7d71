// Provider states of the woocommerce-store-api pact, found through the site's own Store API
// and swatch route, so the same handlers serve the shop's test server and a live WooCommerce.
// The test server can also be asked to seed its demo catalogue first.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  CART_TOKEN_HEADER,
  STORE_NONCE_HEADER,
  SWATCHES_EXTENSION,
  TOTAL_HEADER,
  type ProductVariation,
  type StoreProduct,
  type StoreProductAttributeDefinition,
  type StoreTerm,
} from '../store';
import {
  EXAMPLE_CART_TOKEN,
  EXAMPLE_STORE_NONCE,
  STORE_PARAMS,
  STORE_STATES,
} from '../consumer/storeApiContract';
import { checkoutStateHooks } from './checkoutStates';
import { featuredProductsStateHandlers } from './featuredProductsStates';
import { sessionFilter } from './sessionFilter';
import type { SiteSession } from './siteSession';
import type { StateHandlers } from './wordpressStates';

export interface StoreSite {
  baseUrl: string;
  session: SiteSession;
  /** Test server only: seeds the demo catalogue when the database has none. */
  ensureCatalogue?: () => void;
  /** A coupon the site accepts for a one-item cart (checkoutStates.ts; default welcome10). */
  couponCode?: string;
  /** Test server only: sets a product's stock (null: not managed). */
  setStock?: (productId: number, quantity: number | null) => void;
}

export interface StoreApiProviderHooks {
  stateHandlers: StateHandlers;
  afterEach: () => Promise<void>;
  /** Session cookie and a real Store API nonce in place of the pact's examples. */
  requestFilter: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}

const MIN_PRODUCTS = 6;

interface Choice {
  product: StoreProduct;
  variation: ProductVariation;
  names: [string, string];
}

function cookieHeaders(site: StoreSite): Record<string, string> {
  return site.session.cookie ? { Cookie: site.session.cookie } : {};
}

async function getJson<T>(site: StoreSite, path: string): Promise<{ body: T; response: Response }> {
  const response = await fetch(`${site.baseUrl}/wp-json/${path}`, { headers: cookieHeaders(site) });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  }
  return { body: JSON.parse(text) as T, response };
}

/** Variable products with exactly two swatch attributes, and their variations, first to last. */
async function* twoAttributeProducts(site: StoreSite): AsyncGenerator<Choice[]> {
  for (let page = 1; page <= 10; page += 1) {
    const { body: products } = await getJson<StoreProduct[]>(
      site,
      `wc/store/v1/products?type=variable&per_page=100&page=${page}`,
    );
    for (const product of products) {
      const data = product.extensions[SWATCHES_EXTENSION];
      const [first, second, third] = data?.attributes ?? [];
      if (!data || !first || !second || third) continue;
      const { body: variations } = await getJson<ProductVariation[]>(site, data.variations_path);
      const names: [string, string] = [first.attribute_name, second.attribute_name];
      yield variations
        .filter((variation) => names.every((name) => (variation.attributes[name] ?? '') !== ''))
        .map((variation) => ({ product, variation, names }));
    }
    if (products.length < 100) return;
  }
}

async function findChoice(site: StoreSite, wanted: (v: ProductVariation) => boolean) {
  for await (const choices of twoAttributeProducts(site)) {
    const found = choices.find((choice) => wanted(choice.variation));
    if (found) return found;
  }
  return undefined;
}

function choiceParams({ product, variation, names }: Choice) {
  return {
    [STORE_PARAMS.productId]: product.id,
    [STORE_PARAMS.variationId]: variation.variation_id,
    [STORE_PARAMS.firstAttribute]: names[0],
    [STORE_PARAMS.firstValue]: variation.attributes[names[0]] ?? '',
    [STORE_PARAMS.secondAttribute]: names[1],
    [STORE_PARAMS.secondValue]: variation.attributes[names[1]] ?? '',
  };
}

/** Adding one more never passes the limit: unlimited first, else the largest max_qty. */
function headroom(variation: ProductVariation): number {
  return variation.max_qty === '' ? Number.MAX_SAFE_INTEGER : variation.max_qty;
}

// Plain setup functions only (see wordpressStates.ts); afterEach puts back what a checkout state took.
export function storeApiProviderHooks(site: StoreSite): StoreApiProviderHooks {
  let storeNonce: string | undefined;

  /** The Store API answers every cart request with a nonce for this session. */
  async function refreshStoreNonce(): Promise<void> {
    const { response } = await getJson<unknown>(site, 'wc/store/v1/cart');
    storeNonce = response.headers.get(STORE_NONCE_HEADER) ?? undefined;
    if (!storeNonce) throw new Error('the cart answered no Nonce header');
  }

  // Cart operation and checkout states (issue 7) live in their own file.
  const checkout = checkoutStateHooks(site, {
    nonce: () => storeNonce,
    refresh: refreshStoreNonce,
  });

  const stateHandlers: StateHandlers = {
    ...checkout.stateHandlers,
    ...featuredProductsStateHandlers(site),
    [STORE_STATES.products]: async () => {
      site.ensureCatalogue?.();
      const { response } = await getJson<unknown>(site, 'wc/store/v1/products?per_page=1');
      const total = Number(response.headers.get(TOTAL_HEADER) ?? 0);
      if (total < MIN_PRODUCTS) {
        throw new Error(
          `the site has ${total} published products; this state needs ${MIN_PRODUCTS}`,
        );
      }
      return undefined;
    },
    [STORE_STATES.filterableTerm]: async () => {
      site.ensureCatalogue?.();
      const { body: attributes } = await getJson<StoreProductAttributeDefinition[]>(
        site,
        'wc/store/v1/products/attributes',
      );
      for (const attribute of attributes) {
        const { body: terms } = await getJson<StoreTerm[]>(
          site,
          `wc/store/v1/products/attributes/${attribute.id}/terms`,
        );
        for (const term of terms.filter((candidate) => candidate.count > 0)) {
          const query =
            `attributes[0][attribute]=${encodeURIComponent(attribute.taxonomy)}` +
            `&attributes[0][slug][]=${encodeURIComponent(term.slug)}&stock_status[]=instock`;
          const { response } = await getJson<unknown>(
            site,
            `wc/store/v1/products?per_page=1&${query}`,
          );
          if (Number(response.headers.get(TOTAL_HEADER) ?? 0) > 0) {
            return {
              [STORE_PARAMS.attributeId]: attribute.id,
              [STORE_PARAMS.attributeTaxonomy]: attribute.taxonomy,
              [STORE_PARAMS.termSlug]: term.slug,
            };
          }
        }
      }
      throw new Error('no attribute term of the site is carried by an in-stock product');
    },
    [STORE_STATES.variableProduct]: async () => {
      site.ensureCatalogue?.();
      const found = await findChoice(site, () => true);
      if (!found) throw new Error('the site has no variable product with two swatch attributes');
      return { [STORE_PARAMS.productId]: found.product.id };
    },
    [STORE_STATES.inStockVariation]: async () => {
      site.ensureCatalogue?.();
      let best: Choice | undefined;
      for await (const choices of twoAttributeProducts(site)) {
        for (const choice of choices) {
          const { variation } = choice;
          if (!variation.is_in_stock || !variation.is_purchasable) continue;
          if (!best || headroom(variation) > headroom(best.variation)) best = choice;
        }
        if (best && best.variation.max_qty === '') break;
      }
      if (!best) throw new Error('the site has no in-stock variation of a two-attribute product');
      await refreshStoreNonce();
      return choiceParams(best);
    },
    [STORE_STATES.outOfStockVariation]: async () => {
      site.ensureCatalogue?.();
      const found = await findChoice(site, (variation) => !variation.is_in_stock);
      if (!found)
        throw new Error('the site has no out-of-stock variation of a two-attribute product');
      await refreshStoreNonce();
      return choiceParams(found);
    },
    [STORE_STATES.cart]: async () => {
      await refreshStoreNonce();
      return undefined;
    },
  };

  const withSession = sessionFilter(site.session);
  return {
    stateHandlers,
    afterEach: checkout.afterEach,
    requestFilter(request, response, next) {
      withSession(request, response, () => {
        const nonce = STORE_NONCE_HEADER.toLowerCase();
        if (request.headers[nonce] === EXAMPLE_STORE_NONCE && storeNonce) {
          request.headers[nonce] = storeNonce;
        }
        const token = CART_TOKEN_HEADER.toLowerCase();
        if (request.headers[token] === EXAMPLE_CART_TOKEN) delete request.headers[token];
        next();
      });
    },
  };
}
