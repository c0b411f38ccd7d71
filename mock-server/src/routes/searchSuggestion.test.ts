// "Did you mean" for a search that found nothing (GET persian-shop/v1/search-suggestion).
import {
  SEARCH_SUGGESTION_ROUTE,
  type SearchSuggestionResponse,
} from '../../../contracts/searchSuggestion';
import { buildTestApp, type TestApp } from '../../test/server';

const URL = `/wp-json/${SEARCH_SUGGESTION_ROUTE}`;

describe('search suggestion route', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await buildTestApp();
  });
  afterAll(() => site.close());

  const ask = (search: string) =>
    site.app.inject({ method: 'GET', url: `${URL}?search=${encodeURIComponent(search)}` });

  it('offers the nearby query the catalogue knows for one that found nothing', async () => {
    const response = await ask('کوله‌پشتتی مدرسسه');
    expect(response.statusCode).toBe(200);
    expect(response.json<SearchSuggestionResponse>()).toEqual({
      search: 'کوله‌پشتتی مدرسسه',
      suggestion: 'کوله پشتی مدرسه',
    });
    expect((await ask('زغفرون')).json<SearchSuggestionResponse>().suggestion).toBeNull();
  });

  it('refuses a missing or overlong search in WordPress’s words', async () => {
    const refusals = [
      [URL, 'rest_missing_callback_param'],
      [`${URL}?search=${'ک'.repeat(201)}`, 'rest_invalid_param'],
    ];
    for (const [url, code] of refusals) {
      const response = await site.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, data: { status: 400 } });
    }
  });
});

describe('the owner’s synonyms', () => {
  it('find products by the owner’s own words once given to the store', async () => {
    const site = await buildTestApp({ store: { searchSynonyms: [['ترانه‌ساز', 'اسپیکر']] } });
    try {
      const url = `/wp-json/wc/store/v1/products?_fields=slug&search=${encodeURIComponent('ترانه‌ساز')}`;
      const found = await site.app.inject({ method: 'GET', url });
      expect(found.json<{ slug: string }[]>().map((product) => product.slug)).toEqual([
        'portable-bluetooth-speaker',
      ]);
    } finally {
      await site.close();
    }
  });
});
