// The home page's "Amazing offer" carousel against the woocommerce-store-api pact: the featured
// products with only the fields a slide needs (`_fields`, so no `variations` list), through the
// real client code (client/features/carousel/sagas.ts fetchFeaturedSlides and client/api/store.ts).
import { MatchersV3, PactV3, SpecificationVersion } from '@pact-foundation/pact';
import { configureApi } from '../../client/api/wp';
import { restoreCartSession } from '../../client/api/store';
import { fetchFeaturedSlides } from '../../client/features/carousel/sagas';
import { MAX_SLIDES, SLIDE_FIELDS } from '../homePage';
import { REST_NONCE_PATH } from '../wp';
import { FEATURED_STATES } from './featuredProductsContract';
import { CONSUMER, STORE_PROVIDER } from './storeApiContract';
import { executeSettled } from './settledMockServer';
import { PACT_DIR } from './wordpressContract';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

const pact = new PactV3({
  consumer: CONSUMER,
  provider: STORE_PROVIDER,
  dir: PACT_DIR,
  spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
  logLevel: 'warn',
});

const AMOUNT = '^\\d+$';
const ABSOLUTE_URL = '^https?://[^\\s]+$';

/** A featured product as the slide reads it; price_range is left out (null or an object). */
const featuredProduct = {
  id: integer(5940),
  name: string('شارژر دیواری فست ۳۳ وات'),
  slug: string('fast-wall-charger'),
  type: regex('^(simple|variable|grouped|external)$', 'simple'),
  prices: {
    price: regex(AMOUNT, '590000'),
    regular_price: regex(AMOUNT, '690000'),
    sale_price: regex(AMOUNT, '590000'),
    currency_minor_unit: integer(0),
    currency_prefix: string(''),
    currency_suffix: string(' تومان'),
  },
  images: eachLike({
    src: regex(ABSOLUTE_URL, 'https://shop.example/wp-content/uploads/fast-wall-charger.webp'),
    thumbnail: regex(
      ABSOLUTE_URL,
      'https://shop.example/wp-content/uploads/fast-wall-charger-300x300.webp',
    ),
    srcset: string('https://shop.example/wp-content/uploads/fast-wall-charger.webp 600w'),
    alt: string('شارژر دیواری'),
  }),
  on_sale: boolean(true),
  is_purchasable: boolean(true),
  is_in_stock: boolean(true),
  has_options: boolean(false),
  extensions: like({}),
};

beforeEach(() => restoreCartSession({ nonce: '', cartToken: '' }));

describe('woocommerce-store-api: the home carousel', () => {
  it('reads the featured products with the slide fields only', () => {
    pact
      .given(FEATURED_STATES.featuredProducts)
      .uponReceiving('the featured products, slide fields only')
      .withRequest({
        method: 'GET',
        path: '/wp-json/wc/store/v1/products',
        query: {
          featured: 'true',
          per_page: String(MAX_SLIDES),
          _fields: SLIDE_FIELDS.join(','),
          _locale: 'user',
        },
      })
      .willRespondWith({ status: 200, body: eachLike(featuredProduct) });

    return executeSettled(pact, async (mock) => {
      configureApi({
        apiRoot: `${mock.url}/wp-json/`,
        nonceEndpoint: `${mock.url}${REST_NONCE_PATH}`,
        nonce: 'wp-nonce-not-checked-by-the-store-api',
      });
      const slides = await fetchFeaturedSlides();
      expect(slides).toHaveLength(1);
      expect(slides[0]).toMatchObject({
        id: 5940,
        price: 590_000,
        regular: 690_000,
        discount: 14,
        priceFrom: false,
        saleEndsAt: null,
        noSale: false,
        needsChoice: false,
      });
    });
  });
});
