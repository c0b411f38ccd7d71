// The persian-shop pact: what only the shop's own WordPress plugin answers. client/api/
// announcement.ts and checkout.ts (through api-fetch, for real) against Pact's mock server: the
// announcement popup (the shop's own namespace) and the checkout's Iranian address rules (on
// WooCommerce's own route, which without the plugin places such an order; docs/contracts.md).
import { MatchersV3, PactV3, SpecificationVersion } from '@pact-foundation/pact';
import { checkoutFieldErrors } from '../checkout';
import { REST_NONCE_PATH } from '../wp';
import { getAnnouncement } from '../../client/api/announcement';
import { checkout } from '../../client/api/checkout';
import { WpApiError } from '../../client/api/errors';
import { configureApi } from '../../client/api/wp';
import { mapFieldErrors } from '../../client/features/checkout/fields';
import { buildCheckoutRequest } from '../../client/features/checkout/request';
import { attribution, checkoutRequest, pointCartPageAt, typedOrder } from './checkoutOrder';
import { EXAMPLE_ANNOUNCEMENT, SHOP_PROVIDER, SHOP_STATES } from './persianShopContract';
import { executeSettled } from './settledMockServer';
import { CONSUMER, PACT_DIR } from './wordpressContract';

const { eachLike, regex, string } = MatchersV3;

const pact = new PactV3({
  consumer: CONSUMER,
  provider: SHOP_PROVIDER,
  dir: PACT_DIR,
  spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
  logLevel: 'warn',
});

describe('persian-shop: the announcement popup', () => {
  it('reads the running announcement with its discount code', () => {
    pact
      .given(SHOP_STATES.announcement)
      .uponReceiving('a request for the running announcement')
      .withRequest({
        method: 'GET',
        path: '/wp-json/persian-shop/v1/announcement',
        query: { _locale: 'user' },
      })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': regex('^application/json(;.*)?$', 'application/json; charset=utf-8'),
        },
        body: {
          announcement: {
            // The client remembers dismissals by this id: it must be stable and slug-like.
            id: regex('^[a-z0-9][a-z0-9-]{0,63}$', EXAMPLE_ANNOUNCEMENT.id),
            title: string(EXAMPLE_ANNOUNCEMENT.title),
            message: string(EXAMPLE_ANNOUNCEMENT.message),
            code: regex('^[A-Za-z0-9_-]{1,32}$', EXAMPLE_ANNOUNCEMENT.code ?? ''),
            starts_at: null,
            ends_at: null,
          },
        },
      });

    return executeSettled(pact, async (mock) => {
      configureApi({
        apiRoot: `${mock.url}/wp-json/`,
        nonceEndpoint: `${mock.url}${REST_NONCE_PATH}`,
        nonce: 'example-nonce',
      });
      await expect(getAnnouncement()).resolves.toEqual(EXAMPLE_ANNOUNCEMENT);
    });
  });
});

describe('persian-shop: the Iranian address rules at checkout', () => {
  /** Too short for an Iranian postcode (10 digits) and mobile (09 and 9 more digits). */
  const shortFields = { postcode: '۱۲۳۴۵', phone: '۰۹۱۲' };

  it('is refused fields that break the Iranian address rules, each named', () => {
    pact
      .given(SHOP_STATES.cartWithProduct)
      .uponReceiving('placing an order with a short postcode and mobile')
      .withRequest(checkoutRequest(typedOrder(shortFields)))
      .willRespondWith({
        status: 400,
        body: {
          code: 'rest_invalid_param',
          message: string('پارامترهای نامعتبر: billing_address'),
          data: {
            status: 400,
            params: { billing_address: string('شمارهٔ موبایل درست نیست.') },
            details: {
              billing_address: {
                code: regex('^invalid_(phone|postcode)$', 'invalid_phone'),
                message: string('شمارهٔ موبایل درست نیست.'),
                data: { field: regex('^(phone|postcode)$', 'phone') },
                additional_errors: eachLike({
                  code: regex('^invalid_(phone|postcode)$', 'invalid_postcode'),
                  message: string('کد پستی باید ۱۰ رقم باشد.'),
                  data: { field: regex('^(phone|postcode)$', 'postcode') },
                }),
              },
            },
          },
        },
      });

    return executeSettled(pact, async (mock) => {
      pointCartPageAt(mock.url);
      const failure = await checkout(
        buildCheckoutRequest(typedOrder(shortFields), 'cod', attribution),
      ).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(WpApiError);
      const mapped = mapFieldErrors(checkoutFieldErrors((failure as WpApiError).data));
      expect(Object.keys(mapped.fields).sort()).toEqual(['phone', 'postcode']);
    });
  });
});
