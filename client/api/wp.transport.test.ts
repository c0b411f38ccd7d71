// client/api against the real server: each test fails if the api-fetch behaviour it
// names is taken away.
import { createServer } from 'node:net';
import type { WpPost } from '../../contracts/wp';
import {
  WpApiError,
  deletePost,
  getAllPosts,
  getPostBySlug,
  getPosts,
  updatePost,
  wpFetch,
} from './wp';
import { configureApi } from './wp';
import { mintNonce, openLiveSite } from './testSupport/liveSite';
import type { LiveSite } from './testSupport/liveSite';
import { recordRequests } from './testSupport/requestWatch';

const OFFLINE = 'احتمالاً اتصال شما به اینترنت برقرار نیست.';
const NONCE_LIFETIME_SECONDS = 3600;

let now = new Date('2025-03-01T08:00:00Z');
let site: LiveSite;

beforeAll(async () => {
  // Editing the seeded posts takes an editor (they are the site's, not the signed-in user's).
  site = await openLiveSite(
    { clock: () => now, nonceLifetimeSeconds: NONCE_LIFETIME_SECONDS },
    { signInAs: 'editor' },
  );
});

afterAll(async () => {
  await site.server.close();
});

beforeEach(() => site.clearSent());

const onTheWire = () => site.sent.map((request) => `${request.method} ${request.url.pathname}`);

async function somePost(page = 1): Promise<WpPost> {
  const [post] = (await getPosts({ per_page: 1, page })).items;
  if (!post) throw new Error('the seeded site has no posts');
  site.clearSent();
  return post;
}

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

describe('method override', () => {
  it('sends PUT as POST + X-HTTP-Method-Override and the post really changes', async () => {
    const post = await somePost();

    const updated = await updatePost(post.id, { title: 'عنوان ویرایش‌شده' });

    expect(site.sent).toHaveLength(1);
    expect(site.sent[0]?.method).toBe('POST');
    expect(site.sent[0]?.headers.get('X-HTTP-Method-Override')).toBe('PUT');
    expect(updated.title.rendered).toBe('عنوان ویرایش‌شده');
    const reread = await wpFetch<WpPost>({ path: `/wp/v2/posts/${post.id}` });
    expect(reread.title.rendered).toBe('عنوان ویرایش‌شده');
  });

  it('sends DELETE as POST + X-HTTP-Method-Override and the post is gone', async () => {
    const post = await somePost(2);

    const deleted = await deletePost(post.id);

    expect(site.sent[0]?.method).toBe('POST');
    expect(site.sent[0]?.headers.get('X-HTTP-Method-Override')).toBe('DELETE');
    expect(deleted).toMatchObject({ deleted: true, previous: { id: post.id } });
    await expect(wpFetch({ path: `/wp/v2/posts/${post.id}` })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('nonce refresh', () => {
  it('refreshes an expired nonce through rest-nonce and retries the request once', async () => {
    const post = await somePost(3);
    now = new Date(now.getTime() + (NONCE_LIFETIME_SECONDS + 1) * 1000);
    const { events, stop } = recordRequests();

    const updated = await updatePost(post.id, { excerpt: 'خلاصهٔ تازه' });
    stop();

    expect(updated.excerpt.rendered).toContain('خلاصهٔ تازه');
    expect(onTheWire()).toEqual([
      `POST /wp-json/wp/v2/posts/${post.id}`,
      'GET /wp-admin/admin-ajax.php',
      `POST /wp-json/wp/v2/posts/${post.id}`,
    ]);
    expect(events.filter((event) => event.kind === 'completed').map((event) => event.ok)).toEqual([
      false,
      true,
      true,
    ]);
    const [first, refresh, retry] = site.sent;
    expect(refresh?.url.searchParams.get('action')).toBe('rest-nonce');
    expect(retry?.headers.get('X-WP-Nonce')).toMatch(/\S/);
    expect(retry?.headers.get('X-WP-Nonce')).not.toBe(first?.headers.get('X-WP-Nonce'));

    site.clearSent();
    await getPosts({ per_page: 1 });
    expect(site.sent).toHaveLength(1);
  });
});

describe('a page without a nonce yet', () => {
  it('sends no X-WP-Nonce header at all, which WordPress answers, never an empty one', async () => {
    const nonce = await mintNonce(site.server.url);
    configureApi({
      apiRoot: `${site.server.url}/wp-json/`,
      nonceEndpoint: site.nonceEndpoint,
      nonce: '',
    });
    try {
      site.clearSent();
      const page = await getPosts({ per_page: 1 });
      expect(page.items).toHaveLength(1);
      expect(site.sent).toHaveLength(1);
      expect(site.sent[0]?.headers.has('X-WP-Nonce')).toBe(false);
    } finally {
      configureApi({
        apiRoot: `${site.server.url}/wp-json/`,
        nonceEndpoint: site.nonceEndpoint,
        nonce,
      });
    }
  });
});

describe('collections', () => {
  it('reads one page and the X-WP-Total / X-WP-TotalPages headers', async () => {
    const page = await getPosts({ page: 2, per_page: 20 });

    expect(page.items).toHaveLength(20);
    expect(page.total).toBeGreaterThanOrEqual(250);
    expect(page.totalPages).toBe(Math.ceil(page.total / 20));
    expect(site.sent[0]?.url.searchParams.get('_locale')).toBe('user');
  });

  it('fetches per_page=-1 in pages of 100 following the Link headers', async () => {
    const { total } = await getPosts({ per_page: 1 });
    site.clearSent();
    const { events, stop } = recordRequests();

    const all = await getAllPosts();
    stop();

    // Over 200 posts: the first page and at least two pages reached through rel="next".
    expect(total).toBeGreaterThan(200);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((post) => post.id)).size).toBe(total);
    const started = events.filter((event) => event.kind === 'started');
    expect(started).toHaveLength(Math.ceil(total / 100));
    expect(site.sent.map((request) => request.url.searchParams.get('per_page'))).toEqual(
      started.map(() => '100'),
    );
  });

  it('finds a post by its slug, and answers null for a slug nobody has', async () => {
    const post = await somePost(4);

    await expect(getPostBySlug(post.slug)).resolves.toMatchObject({ id: post.id });
    await expect(getPostBySlug('نوشته-ای-که-نیست')).resolves.toBeNull();
  });
});

describe('responses that are not JSON', () => {
  it('gives undefined for a 204', async () => {
    await expect(wpFetch({ path: '/test/v1/no-content', method: 'POST' })).resolves.toBeUndefined();
    expect(site.sent).toHaveLength(1);
  });

  it('rejects an HTML page with invalid_json', async () => {
    const error: unknown = await wpFetch({ url: `${site.server.url}/` }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(WpApiError);
    expect(error).toMatchObject({
      code: 'invalid_json',
      message: 'پاسخ دریافت‌شده یک پاسخ JSON معتبر نیست.',
    });
  });
});

describe('unreachable server', () => {
  it('rejects with fetch_error and the Persian offline message', async () => {
    const port = await closedPort();

    const error: unknown = await wpFetch({
      url: `http://127.0.0.1:${port}/wp-json/wp/v2/posts`,
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(WpApiError);
    expect(error).toMatchObject({ code: 'fetch_error', message: OFFLINE, status: undefined });
  });
});

describe('server errors', () => {
  it('keep the server’s code, status and Persian message', async () => {
    const error: unknown = await wpFetch({ path: '/wp/v2/posts/99999999' }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(WpApiError);
    expect(error).toMatchObject({ code: 'rest_post_invalid_id', status: 404 });
    expect((error as WpApiError).message).toMatch(/[\u0600-\u06FF]/);
  });
});
