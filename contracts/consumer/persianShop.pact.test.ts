// The persian-shop pact: client/api/announcement.ts (through api-fetch, for real) against Pact's
// mock server. The shop's own namespace, so a real WordPress needs a small plugin to honour it.
import { MatchersV3, PactV3, SpecificationVersion } from '@pact-foundation/pact';
import { REST_NONCE_PATH } from '../wp';
import { getAnnouncement } from '../../client/api/announcement';
import { configureApi } from '../../client/api/wp';
import { EXAMPLE_ANNOUNCEMENT, SHOP_PROVIDER, SHOP_STATES } from './persianShopContract';
import { CONSUMER, PACT_DIR } from './wordpressContract';

const { regex, string } = MatchersV3;

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

    return pact.executeTest(async (mock) => {
      configureApi({
        apiRoot: `${mock.url}/wp-json/`,
        nonceEndpoint: `${mock.url}${REST_NONCE_PATH}`,
        nonce: 'example-nonce',
      });
      await expect(getAnnouncement()).resolves.toEqual(EXAMPLE_ANNOUNCEMENT);
    });
  });
});
