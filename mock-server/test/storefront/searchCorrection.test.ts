// The storefront in front of a WordPress corrects a product search before forwarding it: here
// the upstream is the project's own server, which records the search it was asked.
import type { FastifyInstance } from 'fastify';
import { SynonymTable } from '../../../contracts/searchTerms';
import { buildStorefront } from '../../src/storefront/storefrontApp';
import { correctSearch, vocabularyOf } from '../../src/storefront/searchCorrection';
import { startTestServer, writeClientFixture, type TestServer } from '../server';
import { tempDir } from './fixtures';

describe('correctSearch', () => {
  const vocabulary = vocabularyOf(['شلوار جین اسلیم', 'تی‌شرت نخی کلاسیک', 'هدفون بی‌سیم توگوشی']);
  const synonyms = new SynonymTable();

  it('spells typos, endings, joined words and synonyms as the catalogue does', () => {
    expect(correctSearch('شلاور جین', vocabulary, synonyms)).toBe('شلوار جین');
    expect(correctSearch('شلوارهای جین', vocabulary, synonyms)).toBe('شلوار جین');
    expect(correctSearch('تیشرت', vocabulary, synonyms)).toBe('تی شرت');
    expect(correctSearch('ایرپاد', vocabulary, synonyms)).toBe('توگوشی');
    expect(correctSearch('زعفران', vocabulary, synonyms)).toBe('زعفران');
  });
});

describe('the storefront’s search correction', () => {
  let upstream: TestServer;
  let storefront: FastifyInstance;
  const searches: string[] = [];

  beforeAll(async () => {
    upstream = await startTestServer({
      extraRoutes: (app) => {
        app.addHook('onRequest', async (request) => {
          const search = new URL(request.url, 'http://upstream').searchParams.get('search');
          if (search !== null) searches.push(search);
        });
      },
    });
    storefront = await buildStorefront({
      wordpressUrl: upstream.url,
      siteUrl: 'https://shop.example',
      clientDist: writeClientFixture(tempDir()),
      contactButtons: {},
      pageCacheSeconds: 0,
    });
  });
  afterAll(async () => {
    await storefront.close();
    await upstream.close();
  });

  it('asks WooCommerce for the words the catalogue has', async () => {
    const response = await storefront.inject({
      method: 'GET',
      url: `/wp-json/wc/store/v1/products?_fields=slug&search=${encodeURIComponent('هدست گیمنگ')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(searches.at(-1)).toBe('هدست گیمینگ');
    expect(response.json<{ slug: string }[]>().map((product) => product.slug)).toContain(
      'gaming-headset',
    );
  });
});
