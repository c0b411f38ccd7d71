// client/api/store.ts against the real server: the Store API and the swatch route as the shop
// calls them, with the Nonce and Cart-Token headers doing what WooCommerce's do.
import { CART_TOKEN_HEADER, STORE_NONCE_HEADER, type StoreProduct } from '../../contracts/store';
import { WpApiError } from './errors';
import {
  addToCart,
  cartSession,
  getCart,
  getCategories,
  getProduct,
  getProductVariations,
  getProducts,
  restoreCartSession,
} from './store';
import { askForUncompressedAnswers, openLiveSite, type LiveSite } from './testSupport/liveSite';
import { variationArray } from './variationTable';

askForUncompressedAnswers();

let site: LiveSite;

beforeAll(async () => {
  site = await openLiveSite();
});

afterAll(async () => {
  await site.server.close();
});

beforeEach(() => {
  restoreCartSession({ nonce: '', cartToken: '' });
  site.clearSent();
});

const onTheWire = () =>
  site.sent.map((request) => `${request.method} ${request.url.pathname.replace(/^\/wp-json/, '')}`);

async function variableProduct(slug = 'classic-cotton-tshirt'): Promise<StoreProduct> {
  const product = await getProduct(slug);
  if (!product) throw new Error(`the seeded shop has no ${slug}`);
  return product;
}

describe('products', () => {
  it('lists a page of products with the totals from the pagination headers', async () => {
    const page = await getProducts({ per_page: 5, page: 2 });
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(page.totalPages).toBe(Math.ceil(page.total / 5));
  });

  it('filters by category slug', async () => {
    const categories = await getCategories();
    const bags = categories.find((category) => category.slug === 'bags');
    expect(bags?.name).toBe('کیف');
    const inBags = new Set(
      categories.filter((c) => c.id === bags?.id || c.parent === bags?.id).map((c) => c.id),
    );
    const page = await getProducts({ category: 'bags', per_page: 100 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((product) => product.categories.some((c) => inBags.has(c.id)))).toBe(
      true,
    );
  });

  it('finds one product by slug and by id, and answers null for an unknown one', async () => {
    const bySlug = await variableProduct();
    expect(bySlug.type).toBe('variable');
    expect((await getProduct(bySlug.id))?.slug).toBe(bySlug.slug);
    expect(await getProduct('no-such-product')).toBeNull();
    expect(await getProduct(987654)).toBeNull();
  });

  it("fetches the classic variation data from the path in the product's swatch extension", async () => {
    const product = await variableProduct();
    const path = product.extensions['woo-variation-swatches']?.variations_path ?? '';
    site.clearSent();
    const variations = await getProductVariations(path);
    expect(onTheWire()).toEqual([`GET /woo-variation-swatches/v1/single-product/${product.id}`]);
    expect(variations.length).toBe(product.extensions['woo-variation-swatches']?.variation_count);
    expect(variations.at(0)).toEqual(
      expect.objectContaining({
        variation_id: expect.any(Number),
        attributes: expect.any(Object),
        is_in_stock: expect.any(Boolean),
        variation_stock_left: expect.any(String),
      }),
    );
  });
});

describe('cart', () => {
  it('remembers the Nonce and Cart-Token the cart answers and sends both back', async () => {
    await getCart();
    const session = cartSession();
    expect(session.nonce).not.toBe('');
    expect(session.cartToken).not.toBe('');

    const product = await variableProduct();
    const variations = await getProductVariations(
      product.extensions['woo-variation-swatches']!.variations_path,
    );
    const inStock = variationArray(variations).find((v) => v.is_in_stock)!;
    site.clearSent();
    const before = (await getCart()).items_count;
    const cart = await addToCart({
      id: inStock.variation_id,
      quantity: 1,
      variation: Object.entries(inStock.attributes).map(([attribute, value]) => ({
        attribute,
        value,
      })),
    });
    expect(cart.items_count).toBe(before + 1);
    const write = site.sent.find((request) => request.method === 'POST');
    expect(write?.headers.get(STORE_NONCE_HEADER)).toBeTruthy();
    expect(write?.headers.get(CART_TOKEN_HEADER)).toBeTruthy();
  });

  it('fetches the cart first when it has no nonce yet', async () => {
    const simple = (await getProducts({ per_page: 100 })).items.find(
      (product) => product.type === 'simple' && product.is_in_stock,
    )!;
    await addToCart({ id: simple.id, quantity: 1 });
    expect(onTheWire().slice(-2)).toEqual([
      'GET /wc/store/v1/cart',
      'POST /wc/store/v1/cart/add-item',
    ]);
  });

  it('refreshes a nonce the server no longer accepts and retries once', async () => {
    const simple = (await getProducts({ per_page: 100 })).items.find(
      (product) => product.type === 'simple' && product.is_in_stock,
    )!;
    restoreCartSession({ nonce: 'expired-nonce', cartToken: '' });
    site.clearSent();
    const cart = await addToCart({ id: simple.id, quantity: 1 });
    expect(cart.items.some((item) => item.id === simple.id)).toBe(true);
    expect(onTheWire()).toEqual([
      'POST /wc/store/v1/cart/add-item',
      'GET /wc/store/v1/cart',
      'POST /wc/store/v1/cart/add-item',
    ]);
  });

  it('rejects an out-of-stock variation with WooCommerce\u2019s code and a Persian message', async () => {
    const product = await variableProduct();
    const variations = await getProductVariations(
      product.extensions['woo-variation-swatches']!.variations_path,
    );
    const soldOut = variationArray(variations).find((v) => !v.is_in_stock);
    expect(soldOut).toBeDefined();
    const failure = await addToCart({
      id: soldOut!.variation_id,
      quantity: 1,
      variation: Object.entries(soldOut!.attributes).map(([attribute, value]) => ({
        attribute,
        value,
      })),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WpApiError);
    expect(failure).toMatchObject({ code: 'woocommerce_rest_product_out_of_stock', status: 400 });
    expect((failure as WpApiError).message).toMatch(/[\u0600-\u06FF]/);
  });
});
