// The wp/v2/posts and pages routes as WordPress answers them: paging with its headers and links,
// search in Persian, slug filters, ordering, and reading, updating and deleting single posts.
import type { WpPage, WpPost } from '../../contracts/wp';
import { BLOG_POST_COUNT } from '../src/seed/blogPosts';
import { buildTestApp, type TestApp } from './server';
import { addStaff, signedInHeaders } from './staffAccounts';

const now = new Date('2025-09-01T06:00:00Z');
let site: TestApp;
/** An editor's session: the seeded posts are the site's, which only editors may change. */
let auth: { cookie: string; 'x-wp-nonce': string };
const host = 'shop.test:8080';

beforeAll(async () => {
  site = await buildTestApp({ clock: () => now, siteUrl: `http://${host}` });
  const editor = await addStaff(site.db, 'editor', 'posts-editor');
  auth = signedInHeaders(site.db, editor.id, { now });
});
afterAll(() => site.close());

const get = (url: string) => site.app.inject({ method: 'GET', url, headers: { host } });

describe('GET wp/v2/posts', () => {
  it('pages 10 at a time, newest first, with the WordPress headers', async () => {
    const response = await get('/wp-json/wp/v2/posts');
    expect(response.statusCode).toBe(200);
    const posts = response.json<WpPost[]>();
    expect(posts).toHaveLength(10);
    expect(response.headers['x-wp-total']).toBe(String(BLOG_POST_COUNT));
    expect(response.headers['x-wp-totalpages']).toBe(String(Math.ceil(BLOG_POST_COUNT / 10)));
    expect(response.headers.link).toBe(`<http://${host}/wp-json/wp/v2/posts?page=2>; rel="next"`);
    const dates = posts.map((post) => post.date_gmt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('sends items in the WpPost shape', async () => {
    const [post] = (await get('/wp-json/wp/v2/posts?per_page=1')).json<WpPost[]>();
    expect(post).toEqual({
      id: expect.any(Number),
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      date_gmt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      modified: expect.any(String),
      modified_gmt: expect.any(String),
      slug: expect.any(String),
      status: 'publish',
      type: 'post',
      link: `http://${host}/blog/${post?.slug}`,
      title: { rendered: expect.stringMatching(/[\u0600-\u06FF]/) },
      content: { rendered: expect.stringMatching(/^<p>/), protected: false },
      excerpt: { rendered: expect.stringMatching(/^<p>/), protected: false },
      author: 1,
      featured_media: 0,
    });
    // Site time is Tehran time, three and a half hours ahead of GMT.
    const offset = Date.parse(`${post?.date}Z`) - Date.parse(`${post?.date_gmt}Z`);
    expect(offset).toBe(210 * 60 * 1000);
  });

  it('links prev and next with every query argument kept, page replaced', async () => {
    const response = await get(
      '/wp-json/wp/v2/posts?per_page=5&page=3&_locale=user&search=%DA%A9%D9%81%D8%B4',
    );
    expect(response.statusCode).toBe(200);
    const base = `http://${host}/wp-json/wp/v2/posts?per_page=5`;
    const tail = '&_locale=user&search=%DA%A9%D9%81%D8%B4';
    expect(response.headers.link).toBe(
      `<${base}&page=2${tail}>; rel="prev", <${base}&page=4${tail}>; rel="next"`,
    );
  });

  it('sends only prev on the last page', async () => {
    const last = Math.ceil(BLOG_POST_COUNT / 100);
    const response = await get(`/wp-json/wp/v2/posts?per_page=100&page=${last}`);
    expect(response.json<WpPost[]>()).toHaveLength(BLOG_POST_COUNT - 100 * (last - 1));
    expect(response.headers.link).toBe(
      `<http://${host}/wp-json/wp/v2/posts?per_page=100&page=${last - 1}>; rel="prev"`,
    );
  });

  it('walks every post exactly once by following next links', async () => {
    const seen = new Set<number>();
    let url: string | undefined = '/wp-json/wp/v2/posts?per_page=100';
    while (url) {
      const response = await get(url);
      for (const post of response.json<WpPost[]>()) seen.add(post.id);
      const next = /<http:\/\/[^/]+([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''));
      url = next?.[1];
    }
    expect(seen.size).toBe(BLOG_POST_COUNT);
  });

  it.each([
    [
      'per_page=0',
      'per_page',
      'per_page باید بین 1 (شامل) و 100 (شامل) باشد.',
      'rest_out_of_bounds',
    ],
    [
      'per_page=101',
      'per_page',
      'per_page باید بین 1 (شامل) و 100 (شامل) باشد.',
      'rest_out_of_bounds',
    ],
    ['per_page=2.5', 'per_page', 'per_page از نوع integer نیست.', 'rest_invalid_type'],
    ['per_page=ten', 'per_page', 'per_page از نوع integer نیست.', 'rest_invalid_type'],
    ['page=0', 'page', 'page باید بزرگ‌تر یا مساوی 1 باشد.', 'rest_out_of_bounds'],
    ['order=up', 'order', 'order یکی از asc, desc نیست.', 'rest_not_in_enum'],
  ])('refuses %s with 400 rest_invalid_param', async (query, param, why, code) => {
    const response = await get(`/wp-json/wp/v2/posts?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'rest_invalid_param',
      message: `پارامتر(های) نامعتبر: ${param}`,
      data: {
        status: 400,
        params: { [param]: why },
        details: { [param]: { code, message: why, data: null } },
      },
    });
  });

  it('refuses a page past the last with 400 rest_post_invalid_page_number', async () => {
    const response = await get('/wp-json/wp/v2/posts?per_page=100&page=99');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_post_invalid_page_number',
      data: { status: 400 },
    });
  });

  it('answers an empty search with an empty list, not an error, even on page 2', async () => {
    const response = await get('/wp-json/wp/v2/posts?search=zzzznotfound&page=2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-wp-total']).toBe('0');
    expect(response.headers['x-wp-totalpages']).toBe('0');
  });

  it('searches Persian words in titles and content', async () => {
    const response = await get(
      `/wp-json/wp/v2/posts?per_page=100&search=${encodeURIComponent('زعفران')}`,
    );
    const posts = response.json<WpPost[]>();
    expect(posts.length).toBeGreaterThanOrEqual(11);
    for (const post of posts)
      expect(post.title.rendered + post.content.rendered).toContain('زعفران');
  });

  it('filters by one or several slugs', async () => {
    const one = (await get('/wp-json/wp/v2/posts?slug=saffron-faq')).json<WpPost[]>();
    expect(one.map((post) => post.slug)).toEqual(['saffron-faq']);
    const two = (
      await get('/wp-json/wp/v2/posts?slug=saffron-faq,jeans-faq&orderby=slug&order=asc')
    ).json<WpPost[]>();
    expect(two.map((post) => post.slug)).toEqual(['jeans-faq', 'saffron-faq']);
    const listed = (await get('/wp-json/wp/v2/posts?slug[]=saffron-faq&slug[]=jeans-faq')).json<
      WpPost[]
    >();
    expect(listed).toHaveLength(2);
    // A name given twice keeps its last value, as PHP reads a query string.
    const repeated = (await get('/wp-json/wp/v2/posts?slug=saffron-faq&slug=jeans-faq')).json<
      WpPost[]
    >();
    expect(repeated.map((post) => post.slug)).toEqual(['jeans-faq']);
  });

  it('orders by date ascending on request', async () => {
    const posts = (await get('/wp-json/wp/v2/posts?order=asc&orderby=date&per_page=3')).json<
      WpPost[]
    >();
    const dates = posts.map((post) => post.date_gmt);
    expect([...dates].sort()).toEqual(dates);
    const newest = (await get('/wp-json/wp/v2/posts?per_page=1')).json<WpPost[]>();
    expect(dates[0]! < newest[0]!.date_gmt).toBe(true);
  });
});

describe('single posts', () => {
  it('GET wp/v2/posts/{id} returns the post', async () => {
    const response = await get('/wp-json/wp/v2/posts/7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 7, type: 'post' });
  });

  it('answers an unknown id with 404 rest_post_invalid_id', async () => {
    const response = await get('/wp-json/wp/v2/posts/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'rest_post_invalid_id',
      message: 'شناسهٔ نوشته نامعتبر است.',
      data: { status: 404 },
    });
  });

  it('PUT updates title, excerpt and content and stores them as text', async () => {
    const response = await site.app.inject({
      method: 'PUT',
      url: '/wp-json/wp/v2/posts/8',
      headers: { ...auth, host },
      payload: { title: { raw: 'عنوان <b>تازه</b>' }, content: 'بند یک\n\nبند دو' },
    });
    expect(response.statusCode).toBe(200);
    const post = response.json<WpPost>();
    expect(post.title.rendered).toBe('عنوان &lt;b&gt;تازه&lt;/b&gt;');
    expect(post.content.rendered).toBe('<p>بند یک</p>\n\n<p>بند دو</p>\n');
    expect(post.modified_gmt).toBe('2025-09-01T06:00:00');
    expect((await get('/wp-json/wp/v2/posts/8')).json<WpPost>().title.rendered).toBe(
      post.title.rendered,
    );
  });

  it('refuses an update of the wrong type with rest_invalid_param', async () => {
    const response = await site.app.inject({
      method: 'PATCH',
      url: '/wp-json/wp/v2/posts/8',
      headers: auth,
      payload: { title: { rendered: 'x' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { title: expect.any(String) } },
    });
  });

  it('updates of unknown posts are 404', async () => {
    const response = await site.app.inject({
      method: 'PATCH',
      url: '/wp-json/wp/v2/posts/999999',
      headers: auth,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });

  it('DELETE without force is 501 rest_trash_not_supported and deletes nothing', async () => {
    const response = await site.app.inject({
      method: 'DELETE',
      url: '/wp-json/wp/v2/posts/9',
      headers: auth,
    });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toMatchObject({
      code: 'rest_trash_not_supported',
      data: { status: 501 },
    });
    expect((await get('/wp-json/wp/v2/posts/9')).statusCode).toBe(200);
  });

  it('DELETE ?force=true answers {deleted, previous} and removes the post', async () => {
    const before = (await get('/wp-json/wp/v2/posts/9')).json<WpPost>();
    const response = await site.app.inject({
      method: 'DELETE',
      url: '/wp-json/wp/v2/posts/9?force=true',
      headers: { ...auth, host },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true, previous: before });
    expect((await get('/wp-json/wp/v2/posts/9')).statusCode).toBe(404);
    const total = Number((await get('/wp-json/wp/v2/posts')).headers['x-wp-total']);
    expect(total).toBe(BLOG_POST_COUNT - 1);
  });

  it('refuses a force value that is not a boolean', async () => {
    const response = await site.app.inject({
      method: 'DELETE',
      url: '/wp-json/wp/v2/posts/10?force=maybe',
      headers: auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { force: expect.any(String) } },
    });
  });
});

describe('wp/v2/pages', () => {
  it('lists the site pages in the WpPage shape', async () => {
    const response = await get('/wp-json/wp/v2/pages?orderby=slug&order=asc');
    expect(response.headers['x-wp-total']).toBe('5');
    expect(response.headers.link).toBeUndefined();
    const pages = response.json<WpPage[]>();
    expect(pages.map((page) => page.slug)).toEqual([
      'about',
      'contact',
      'privacy',
      'returns',
      'shipping',
    ]);
    expect(pages[0]).toMatchObject({ type: 'page', parent: 0, link: `http://${host}/about` });
    expect(typeof pages[0]?.menu_order).toBe('number');
  });

  it('finds a page by slug and by id', async () => {
    const [about] = (await get('/wp-json/wp/v2/pages?slug=about')).json<WpPage[]>();
    expect(about?.title.rendered).toBe('دربارهٔ ما');
    const byId = await get(`/wp-json/wp/v2/pages/${about?.id}`);
    expect(byId.json()).toEqual(about);
    expect((await get('/wp-json/wp/v2/pages/1')).statusCode).toBe(404);
  });

  it('applies the same parameter rules as posts', async () => {
    const response = await get('/wp-json/wp/v2/pages?per_page=500');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_invalid_param',
      message: 'پارامتر(های) نامعتبر: per_page',
    });
  });
});
