// _fields as WordPress's rest_filter_response_fields reads it (lists, nested paths, key order, PHP
// encoding of emptied objects), applied on every REST route and never to an error.
import zlib from 'node:zlib';
import { fieldsParameter, filterResponseFields } from '../src/http/responseFields';
import { buildTestApp, type TestApp } from './server';

describe('_fields as rest_filter_response_fields reads it', () => {
  it('takes a comma or space list, the last plain value, or the bracket list', () => {
    expect(fieldsParameter('/wp-json/wp/v2/posts')).toBeUndefined();
    expect(fieldsParameter('/x?_fields=id,%20slug+title.rendered')).toEqual([
      'id',
      'slug',
      'title.rendered',
    ]);
    expect(fieldsParameter('/x?_fields=id&_fields=slug')).toEqual(['slug']);
    expect(fieldsParameter('/x?_fields[]=id&_fields[]=slug')).toEqual(['id', 'slug']);
    expect(fieldsParameter('/x?_fields=')).toEqual([]);
  });

  it("keeps the answer's own key order, nested paths, and a whole field over its parts", () => {
    const post = { id: 1, slug: 's', title: { rendered: 'r', raw: 'w' }, _links: { self: [] } };
    expect(filterResponseFields(post, ['title.rendered', 'id'])).toEqual({
      id: 1,
      title: { rendered: 'r' },
    });
    expect(Object.keys(filterResponseFields(post, ['slug', 'id']) as object)).toEqual([
      'id',
      'slug',
    ]);
    expect(filterResponseFields(post, ['title', 'title.rendered'])).toEqual({
      title: { rendered: 'r', raw: 'w' },
    });
    expect(filterResponseFields(post, ['title.rendered', 'title'])).toEqual({
      title: { rendered: 'r', raw: 'w' },
    });
    // `_links` only when named; a path into a plain value keeps the value.
    expect(filterResponseFields(post, ['_links', 'id.x'])).toEqual({ id: 1, _links: { self: [] } });
  });

  it('sends what PHP encodes: an emptied object as [], list items by index', () => {
    expect(filterResponseFields([{ id: 1 }, { id: 2 }], ['nothing'])).toEqual([[], []]);
    expect(filterResponseFields({ images: ['a', 'b'] }, ['images.0'])).toEqual({
      images: ['a'],
    });
    expect(filterResponseFields({ images: ['a', 'b'] }, ['images.1'])).toEqual({
      images: { 1: 'b' },
    });
  });
});

describe('_fields on every REST route', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await buildTestApp();
  });
  afterAll(() => site.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    site.app.inject({ method: 'GET', url, headers });

  it('trims wp/v2/posts to the named fields, nested ones included', async () => {
    const response = await get('/wp-json/wp/v2/posts?per_page=3&_fields=id,slug,title.rendered');
    expect(response.statusCode).toBe(200);
    const posts = response.json<Record<string, unknown>[]>();
    expect(posts).toHaveLength(3);
    for (const post of posts) {
      expect(Object.keys(post)).toEqual(['id', 'slug', 'title']);
      expect(post.title).toEqual({ rendered: expect.any(String) });
    }
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    // The collection headers stay.
    expect(response.headers['x-wp-total']).toBeDefined();
  });

  it('trims a wp/v2/pages item and list', async () => {
    const [page] = (await get('/wp-json/wp/v2/pages?_fields=id')).json<{ id: number }[]>();
    expect(page).toEqual({ id: expect.any(Number) });
    const one = await get(`/wp-json/wp/v2/pages/${page?.id}?_fields[]=slug&_fields[]=content`);
    expect(Object.keys(one.json())).toEqual(['slug', 'content']);
  });

  it('trims a Store API answer (product categories), compressed or not', async () => {
    const url = '/wp-json/wc/store/v1/products/categories?_fields=id,name';
    const categories = (await get(url)).json<Record<string, unknown>[]>();
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) expect(Object.keys(category)).toEqual(['id', 'name']);
    const gzipped = await get(url.replace('id,name', 'id,name,description,slug,parent'), {
      'accept-encoding': 'gzip',
    });
    const body = gzipped.headers['content-encoding']
      ? zlib.gunzipSync(gzipped.rawPayload).toString()
      : gzipped.body;
    for (const category of JSON.parse(body) as Record<string, unknown>[]) {
      expect(Object.keys(category).sort()).toEqual(['description', 'id', 'name', 'parent', 'slug']);
    }
  });

  it('leaves an error whole, as WordPress does', async () => {
    const response = await get('/wp-json/wp/v2/posts/999999?_fields=id');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'rest_post_invalid_id',
      message: expect.any(String),
      data: { status: 404 },
    });
  });
});
