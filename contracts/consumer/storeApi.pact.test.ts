// The woocommerce-store-api pact: client/api/store.ts (through api-fetch, for real) against
// Pact's mock server. Every request here is one the shop sends: the shop and category pages'
// product list, the product page's product and variation data, the menu cart and add to cart.
import { MatchersV3, PactV3, SpecificationVersion } from '@pact-foundation/pact';
import { REST_NONCE_PATH } from '../wp';
import { WpApiError } from '../../client/api/errors';
import {
  addToCart,
  cartSession,
  getCart,
  getProduct,
  getProductVariations,
  getProducts,
  restoreCartSession,
} from '../../client/api/store';
import {
  getAttributeTerms,
  getAttributes,
  getCollectionData,
  getListing,
} from '../../client/api/storeListing';
import { configureApi } from '../../client/api/wp';
import {
  CONSUMER,
  EXAMPLE_CART_TOKEN,
  EXAMPLE_STORE_NONCE,
  STORE_PARAMS,
  STORE_PROVIDER,
  STORE_STATES,
} from './storeApiContract';
import { executeSettled } from './settledMockServer';
import { PACT_DIR } from './wordpressContract';

const { boolean, eachLike, fromProviderState, integer, like, number, regex, string } = MatchersV3;

const pact = new PactV3({
  consumer: CONSUMER,
  provider: STORE_PROVIDER,
  dir: PACT_DIR,
  spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
  logLevel: 'warn',
});

function pointAt(mockUrl: string): void {
  configureApi({
    apiRoot: `${mockUrl}/wp-json/`,
    nonceEndpoint: `${mockUrl}${REST_NONCE_PATH}`,
    nonce: 'wp-nonce-not-checked-by-the-store-api',
  });
}

const AMOUNT = '^\\d+$';
/**
 * The Link header of page 2. WooCommerce runs its links through esc_url, so after the first
 * parameter `&` arrives as `#038;` (the rest of the query then reads as a fragment); WordPress and
 * the shop's server send a plain `&`. Either is accepted, and the client reads neither: it takes
 * the page count from X-WP-TotalPages, which both send.
 */
const PAGE_2_LINKS =
  '^<[^>]+[?&;]page=1([&#][^>]*)?>; rel="prev", <[^>]+[?&;]page=3([&#][^>]*)?>; rel="next"$';
/** What WooCommerce 9.9.5 answers for page 2 of 2 per page (the example the client is tested with). */
const WOOCOMMERCE_PAGE_2_LINKS =
  '<https://shop.example/wp-json/wc/store/v1/products?_locale=user&page=1#038;per_page=2>; rel="prev", ' +
  '<https://shop.example/wp-json/wc/store/v1/products?_locale=user&page=3#038;per_page=2>; rel="next"';
const PLAIN_PAGE_2_LINKS =
  '<https://shop.example/wp-json/wc/store/v1/products?page=1&per_page=2>; rel="prev", ' +
  '<https://shop.example/wp-json/wc/store/v1/products?page=3&per_page=2>; rel="next"';
const ABSOLUTE_URL = '^https?://[^\\s]+$';
const NONCE = '^[0-9A-Za-z._-]{6,128}$';
const CART_TOKEN = '^[0-9A-Za-z._-]{16,}$';

const currency = {
  currency_code: string('IRT'),
  currency_symbol: string('تومان'),
  currency_minor_unit: integer(0),
  currency_decimal_separator: string('٫'),
  currency_thousand_separator: string('٬'),
  currency_prefix: string(''),
  currency_suffix: string(' تومان'),
};

const image = {
  id: integer(21),
  src: regex(ABSOLUTE_URL, 'https://shop.example/wp-content/uploads/tshirt-red.webp'),
  thumbnail: regex(ABSOLUTE_URL, 'https://shop.example/wp-content/uploads/tshirt-red-300x300.webp'),
  alt: string('تی‌شرت قرمز'),
};

const termLink = { id: integer(2), name: string('تی‌شرت'), slug: string('tshirts') };

/** The fields of a Store API product the shop reads, matched by type (values are examples). */
function product(type: 'simple' | 'variable') {
  return {
    id: integer(278),
    name: string('تی‌شرت نخی کلاسیک'),
    slug: string('classic-cotton-tshirt'),
    type,
    permalink: regex(ABSOLUTE_URL, 'https://shop.example/product/classic-cotton-tshirt/'),
    sku: string('TS-CLASSIC'),
    short_description: string('<p>تی‌شرت یقه‌گرد نخی.</p>'),
    description: string('<p>پنبهٔ صددرصد.</p>'),
    on_sale: boolean(false),
    prices: {
      ...currency,
      price: regex(AMOUNT, '490000'),
      regular_price: regex(AMOUNT, '490000'),
      sale_price: regex(AMOUNT, '490000'),
    },
    images: eachLike(image),
    categories: eachLike(termLink),
    is_purchasable: boolean(true),
    is_in_stock: boolean(true),
    stock_availability: { text: string(''), class: string('in-stock') },
    add_to_cart: { minimum: integer(1), maximum: integer(9999) },
  };
}

const swatchExtension = {
  settings: like({ show_variation_label: 'yes', stock_label_threshold: '5' }),
  attributes: eachLike(
    {
      attribute_name: regex('^attribute_.+$', 'attribute_pa_color'),
      taxonomy: string('pa_color'),
      label: string('رنگ'),
      type: regex('^(color|button|radio|image|select)$', 'color'),
      terms: eachLike({ id: integer(10), slug: string('red'), name: string('قرمز') }),
    },
    2,
  ),
  variation_count: integer(4),
  variations_path: fromProviderState(
    `woo-variation-swatches/v1/single-product/\${${STORE_PARAMS.productId}}`,
    'woo-variation-swatches/v1/single-product/278',
  ),
};

const classicVariation = {
  variation_id: integer(301),
  attributes: like({ attribute_pa_color: 'red', attribute_pa_size: 's' }),
  is_in_stock: boolean(true),
  is_purchasable: boolean(true),
  variation_is_active: boolean(true),
  variation_is_visible: boolean(true),
  // A number, or '' when nothing limits it (WooCommerce's own union): a regex takes both.
  max_qty: regex('^\\d*$', ''),
  min_qty: integer(1),
  variation_stock_left: string('۳ عدد باقی مانده'),
  display_price: number(490000),
  display_regular_price: number(490000),
  availability_html: string('<p class="stock in-stock">۳ عدد در انبار</p>'),
  sku: string('TS-CLASSIC-RED-S'),
  image_id: integer(21),
  image: like({ src: 'https://shop.example/wp-content/uploads/tshirt-red.webp', alt: '' }),
};

const cartTotals = {
  ...currency,
  total_items: regex(AMOUNT, '490000'),
  total_price: regex(AMOUNT, '490000'),
};

/**
 * A chosen attribute of a cart line: its label and term name, all WooCommerce 9.9.5 sends
 * (newer versions add `raw_attribute`, which the client does not need).
 */
const cartItemVariation = { attribute: string('رنگ'), value: string('قرمز') };
/** A cart line's `variation[]` entry as WooCommerce 9.9.5 answered add-item (captured). */
const WOOCOMMERCE_9_9_5_VARIATION = { attribute: 'Color', value: 'Red' };

const cartItem = {
  key: regex('^[0-9a-f]{32}$', 'b6d767d2f8ed5d21a44b0e5886680cb9'),
  id: integer(301),
  quantity: integer(1),
  name: string('تی‌شرت نخی کلاسیک'),
  variation: eachLike(cartItemVariation),
  prices: { ...currency, price: regex(AMOUNT, '490000') },
  totals: { ...currency, line_total: regex(AMOUNT, '490000') },
};

/** The Store API answers a cart with the session headers the client keeps. */
const sessionHeaders = {
  Nonce: regex(NONCE, EXAMPLE_STORE_NONCE),
  'Cart-Token': regex(CART_TOKEN, EXAMPLE_CART_TOKEN),
};

function addItemRequest() {
  return {
    method: 'POST' as const,
    path: '/wp-json/wc/store/v1/cart/add-item',
    query: { _locale: 'user' },
    headers: { Nonce: EXAMPLE_STORE_NONCE, 'Content-Type': 'application/json' },
    body: {
      id: fromProviderState(`\${${STORE_PARAMS.variationId}}`, 301),
      quantity: 1,
      variation: [
        {
          attribute: fromProviderState(`\${${STORE_PARAMS.firstAttribute}}`, 'attribute_pa_color'),
          value: fromProviderState(`\${${STORE_PARAMS.firstValue}}`, 'red'),
        },
        {
          attribute: fromProviderState(`\${${STORE_PARAMS.secondAttribute}}`, 'attribute_pa_size'),
          value: fromProviderState(`\${${STORE_PARAMS.secondValue}}`, 's'),
        },
      ],
    },
  };
}

const exampleChoice = {
  id: 301,
  quantity: 1,
  variation: [
    { attribute: 'attribute_pa_color', value: 'red' },
    { attribute: 'attribute_pa_size', value: 's' },
  ],
};

beforeEach(() => restoreCartSession({ nonce: '', cartToken: '' }));

describe('woocommerce-store-api: products', () => {
  it.each([
    ['WooCommerce 9.9.5 header (esc_url)', WOOCOMMERCE_PAGE_2_LINKS],
    ['the plain header of WordPress and the shop', PLAIN_PAGE_2_LINKS],
    [
      'a link with every & escaped',
      '<https://shop.example/wp-json/wc/store/v1/products?per_page=2&#038;page=1>; rel="prev", ' +
        '<https://shop.example/wp-json/wc/store/v1/products?per_page=2&#038;page=3>; rel="next"',
    ],
  ])('the page-2 Link pattern accepts %s', (_sender, header) => {
    expect(header).toMatch(new RegExp(PAGE_2_LINKS));
  });

  it.each([
    ['page 10 for page 1', PLAIN_PAGE_2_LINKS.replace('page=1&', 'page=10&')],
    ['a per_page=1 for page 1', PLAIN_PAGE_2_LINKS.replace('?page=1&per_page=2', '?per_page=1')],
    ['a header without the prev link', PLAIN_PAGE_2_LINKS.replace('"prev"', '"first"')],
  ])('the page-2 Link pattern refuses %s', (_mistake, header) => {
    expect(header).not.toMatch(new RegExp(PAGE_2_LINKS));
  });

  it('reads a page of products with the X-WP-Total, X-WP-TotalPages and Link headers', () => {
    pact
      .given(STORE_STATES.products)
      .uponReceiving('page 2 of the products, 2 per page')
      .withRequest({
        method: 'GET',
        path: '/wp-json/wc/store/v1/products',
        query: { page: '2', per_page: '2', _locale: 'user' },
      })
      .willRespondWith({
        status: 200,
        headers: {
          'X-WP-Total': regex('^\\d+$', '47'),
          'X-WP-TotalPages': regex('^\\d+$', '24'),
          Link: regex(PAGE_2_LINKS, WOOCOMMERCE_PAGE_2_LINKS),
        },
        body: eachLike(product('variable'), 2),
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      const page = await getProducts({ page: 2, per_page: 2 });
      expect(page.total).toBe(47);
      expect(page.totalPages).toBe(24);
      expect(page.items).toHaveLength(2);
      expect(page.items[0]?.prices.price).toBe('490000');
    });
  });

  it("reads the shop page's list: cheapest first, one colour, in stock only", () => {
    pact
      .given(STORE_STATES.filterableTerm)
      .uponReceiving('the shop page sorted by price, filtered by a term and stock')
      .withRequest({
        method: 'GET',
        path: '/wp-json/wc/store/v1/products',
        query: {
          page: '1',
          per_page: '16',
          orderby: 'price',
          order: 'asc',
          'attributes[0][attribute]': fromProviderState(
            `\${${STORE_PARAMS.attributeTaxonomy}}`,
            'pa_color',
          ),
          // Pact's mock server numbers PHP's empty brackets (slug[] -> slug[0]); PHP reads both
          // spellings as the same list, so the replayed request asks WooCommerce the same.
          'attributes[0][slug][0]': fromProviderState(`\${${STORE_PARAMS.termSlug}}`, 'black'),
          'attributes[0][operator]': 'in',
          'stock_status[0]': 'instock',
          _locale: 'user',
        },
      })
      .willRespondWith({
        status: 200,
        headers: {
          'X-WP-Total': regex('^\\d+$', '3'),
          'X-WP-TotalPages': regex('^\\d+$', '1'),
        },
        body: eachLike(product('variable')),
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      const page = await getListing({
        page: 1,
        per_page: 16,
        orderby: 'price',
        order: 'asc',
        attributes: [{ attribute: 'pa_color', slug: ['black'], operator: 'in' }],
        stock_status: ['instock'],
      });
      expect(page.total).toBe(3);
      expect(page.items[0]?.is_in_stock).toBe(true);
    });
  });

  it("reads the global attributes and one attribute's terms, for the shop page's filters", () => {
    pact
      .given(STORE_STATES.filterableTerm)
      .uponReceiving('the global product attributes')
      .withRequest({
        method: 'GET',
        path: '/wp-json/wc/store/v1/products/attributes',
        query: { _locale: 'user' },
      })
      .willRespondWith({
        status: 200,
        body: eachLike({
          id: integer(1),
          name: string('رنگ'),
          taxonomy: regex('^pa_.+$', 'pa_color'),
          count: integer(12),
        }),
      });
    pact
      .given(STORE_STATES.filterableTerm)
      .uponReceiving("an attribute's terms in the shop's order")
      .withRequest({
        method: 'GET',
        path: fromProviderState(
          `/wp-json/wc/store/v1/products/attributes/\${${STORE_PARAMS.attributeId}}/terms`,
          '/wp-json/wc/store/v1/products/attributes/1/terms',
        ),
        query: { orderby: 'menu_order', _locale: 'user' },
      })
      .willRespondWith({
        status: 200,
        body: eachLike({
          id: integer(10),
          name: string('مشکی'),
          slug: string('black'),
          count: integer(8),
        }),
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      const attributes = await getAttributes();
      expect(attributes[0]?.taxonomy).toBe('pa_color');
      const terms = await getAttributeTerms(1);
      expect(terms[0]).toMatchObject({ slug: 'black', name: 'مشکی', count: 8 });
    });
  });

  it("reads what the shop page's filters count: the price range and the products per term", () => {
    const taxonomy = fromProviderState(`\${${STORE_PARAMS.attributeTaxonomy}}`, 'pa_color');
    pact
      .given(STORE_STATES.filterableTerm)
      .uponReceiving('the collection data of a listing filtered by an attribute term')
      .withRequest({
        method: 'GET',
        path: '/wp-json/wc/store/v1/products/collection-data',
        query: {
          calculate_price_range: 'true',
          'attributes[0][attribute]': taxonomy,
          // Pact's mock server numbers PHP's empty brackets, as above.
          'attributes[0][slug][0]': fromProviderState(`\${${STORE_PARAMS.termSlug}}`, 'black'),
          'attributes[0][operator]': 'in',
          'calculate_attribute_counts[0][taxonomy]': taxonomy,
          'calculate_attribute_counts[0][query_type]': 'or',
          _locale: 'user',
        },
      })
      .willRespondWith({
        status: 200,
        body: {
          price_range: {
            ...currency,
            min_price: regex(AMOUNT, '290000'),
            max_price: regex(AMOUNT, '12800000'),
          },
          attribute_counts: eachLike({ term: integer(10), count: integer(4) }),
        },
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      const data = await getCollectionData({
        attributes: [{ attribute: 'pa_color', slug: ['black'], operator: 'in' }],
        calculate_price_range: true,
        calculate_attribute_counts: [{ taxonomy: 'pa_color', query_type: 'or' }],
      });
      expect(data.price_range?.min_price).toBe('290000');
      expect(data.attribute_counts?.[0]).toEqual({ term: 10, count: 4 });
    });
  });

  it('reads one variable product with its swatch data', () => {
    pact
      .given(STORE_STATES.variableProduct)
      .uponReceiving('a variable product by id')
      .withRequest({
        method: 'GET',
        path: fromProviderState(
          `/wp-json/wc/store/v1/products/\${${STORE_PARAMS.productId}}`,
          '/wp-json/wc/store/v1/products/278',
        ),
        query: { _locale: 'user' },
      })
      .willRespondWith({
        status: 200,
        body: {
          ...product('variable'),
          attributes: eachLike({
            id: integer(1),
            name: string('رنگ'),
            taxonomy: string('pa_color'),
            has_variations: boolean(true),
            terms: eachLike({ id: integer(10), name: string('قرمز'), slug: string('red') }),
          }),
          extensions: { 'woo-variation-swatches': swatchExtension },
        },
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      const found = await getProduct(278);
      const swatches = found?.extensions['woo-variation-swatches'];
      expect(swatches?.attributes).toHaveLength(2);
      expect(swatches?.variations_path).toBe('woo-variation-swatches/v1/single-product/278');
    });
  });

  it("reads a variable product's classic variation data from the swatch plugin's route", () => {
    pact
      .given(STORE_STATES.variableProduct)
      .uponReceiving('the classic variation data of a variable product')
      .withRequest({
        method: 'GET',
        path: fromProviderState(
          `/wp-json/woo-variation-swatches/v1/single-product/\${${STORE_PARAMS.productId}}`,
          '/wp-json/woo-variation-swatches/v1/single-product/278',
        ),
        query: { _locale: 'user' },
      })
      .willRespondWith({ status: 200, body: eachLike(classicVariation) });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      const variations = await getProductVariations('woo-variation-swatches/v1/single-product/278');
      expect(variations.at(0)).toMatchObject({ variation_id: 301, is_in_stock: true });
    });
  });
});

describe('woocommerce-store-api: cart', () => {
  it('reads the cart and keeps the Nonce and Cart-Token it answers', () => {
    pact
      .given(STORE_STATES.cart)
      .uponReceiving('the cart')
      .withRequest({ method: 'GET', path: '/wp-json/wc/store/v1/cart', query: { _locale: 'user' } })
      .willRespondWith({
        status: 200,
        headers: sessionHeaders,
        body: {
          items: like([]),
          items_count: integer(0),
          totals: cartTotals,
          errors: like([]),
        },
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      const cart = await getCart();
      expect(cart.items_count).toBe(0);
      expect(cart.totals.currency_code).toBe('IRT');
      expect(cartSession()).toEqual({ nonce: EXAMPLE_STORE_NONCE, cartToken: EXAMPLE_CART_TOKEN });
    });
  });

  it('adds an in-stock variation with its chosen attributes', () => {
    pact
      .given(STORE_STATES.inStockVariation)
      .uponReceiving('adding an in-stock variation to the cart')
      .withRequest(addItemRequest())
      .willRespondWith({
        status: 201,
        headers: sessionHeaders,
        body: {
          items: eachLike(cartItem),
          items_count: integer(1),
          totals: cartTotals,
          errors: like([]),
        },
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      restoreCartSession({ nonce: EXAMPLE_STORE_NONCE, cartToken: '' });
      const cart = await addToCart(exampleChoice);
      expect(cart.items_count).toBe(1);
      // The answer has no raw_attribute (WooCommerce 9.9.5), and the client needs none.
      expect(cart.items[0]?.variation[0]).toEqual({ attribute: 'رنگ', value: 'قرمز' });
    });
  });

  it("asks of a cart line's chosen attributes only what WooCommerce 9.9.5 sends", () => {
    // Pact requires every key of the expected body; a key 9.9.5 lacks would fail its verification.
    expect(Object.keys(WOOCOMMERCE_9_9_5_VARIATION)).toEqual(
      expect.arrayContaining(Object.keys(cartItemVariation)),
    );
  });

  it('is refused an out-of-stock variation with WooCommerce\u2019s error code', () => {
    pact
      .given(STORE_STATES.outOfStockVariation)
      .uponReceiving('adding an out-of-stock variation to the cart')
      .withRequest(addItemRequest())
      .willRespondWith({
        status: 400,
        body: {
          code: 'woocommerce_rest_product_out_of_stock',
          message: string('متأسفانه «تی‌شرت نخی کلاسیک – قرمز، M» ناموجود است.'),
          data: { status: 400 },
        },
      });

    return executeSettled(pact, async (mock) => {
      pointAt(mock.url);
      restoreCartSession({ nonce: EXAMPLE_STORE_NONCE, cartToken: '' });
      const failure = await addToCart(exampleChoice).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(WpApiError);
      expect(failure).toMatchObject({ code: 'woocommerce_rest_product_out_of_stock', status: 400 });
    });
  });
});
