// In front of a WordPress, the site's published pages at its root (its CF7 pages, /sample-page/)
// are drawn by the storefront itself: the Persian shell, the page's text and the shop's own
// contact form for the CF7 markup its content holds, never the theme's page. Which paths are
// pages comes from one shared reading of the site's page list; any other path is forwarded as
// before, and a path outside the permalink shape never asks.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createPageRenderer } from '../../../client/server/renderPage';
import { buildStorefront } from '../../src/storefront/storefrontApp';
import { writeClientFixture } from '../server';
import { tempDir } from './fixtures';

jest.setTimeout(30_000);

const PUBLIC_ORIGIN = 'https://shop.example';

/** A page as the real CF7 writes it into a REST answer (contracts/…/fixtures/README.md). */
const formPage = JSON.parse(
  fs.readFileSync(
    path.resolve(
      __dirname,
      '../../../contracts/contactForm7/markup/fixtures/cf7-page-13-rest.json',
    ),
    'utf8',
  ),
) as { content: { rendered: string } };

const PAGES = [
  { id: 13, slug: 'contact-pact-message', title: 'فرم پیام', content: formPage.content.rendered },
  // As WordPress writes it: a line break first, quotes as entities.
  {
    id: 2,
    slug: 'sample-page',
    title: 'صفحهٔ نمونه',
    content: '\n<p>متن &#8220;نمونهٔ&#8221; سایت</p>\n',
  },
];

let wordpress: FastifyInstance;
let storefront: FastifyInstance;
const seen: string[] = [];

function wpPage(page: (typeof PAGES)[number]) {
  return {
    id: page.id,
    date: '2026-11-01T10:00:00',
    date_gmt: '2026-11-01T10:00:00',
    modified: '2026-11-01T10:00:00',
    modified_gmt: '2026-11-01T10:00:00',
    slug: page.slug,
    status: 'publish',
    type: 'page',
    link: `${PUBLIC_ORIGIN}/${page.slug}/`,
    title: { rendered: page.title },
    content: { rendered: page.content, protected: false },
    excerpt: { rendered: '', protected: false },
    author: 1,
    featured_media: 0,
    parent: 0,
    menu_order: 0,
    comment_status: 'closed',
  };
}

beforeAll(async () => {
  wordpress = Fastify();
  wordpress.addHook('onRequest', async (request) => {
    seen.push(request.url);
  });
  wordpress.get('/wp-json/', async () => ({ name: 'فروشگاه آزمایشی', routes: {} }));
  wordpress.get('/wp-json/wp/v2/pages', async (request) => {
    const { slug } = request.query as { slug?: string };
    if (slug !== undefined) return PAGES.filter((page) => page.slug === slug).map(wpPage);
    // The list a guest reads: WooCommerce's page and a nested one beside the root pages.
    return [
      ...PAGES.map((page) => ({ link: `${PUBLIC_ORIGIN}/${page.slug}/` })),
      { link: `${PUBLIC_ORIGIN}/shop/` },
      { link: `${PUBLIC_ORIGIN}/about-us/team/` },
    ];
  });
  wordpress.get('/wp-json/contact-form-7/v1/contact-forms/:id/feedback/schema', async () => ({
    version: 'Contact Form 7 SWV Schema 2024-10',
    locale: 'en_US',
    rules: [],
  }));
  wordpress.get('/wp-admin/admin-ajax.php', async (_request, reply) => reply.code(400).send('0'));
  wordpress.all('/*', async (request, reply) =>
    request.url.startsWith('/gone')
      ? reply.code(404).type('text/html').send('<html lang="en-US">Nothing here</html>')
      : reply
          .type('text/html')
          .send(`<html lang="en-US">Twenty Twenty-Five: ${request.url}</html>`),
  );
  const wordpressUrl = await wordpress.listen({ host: '127.0.0.1', port: 0 });
  storefront = await buildStorefront({
    wordpressUrl,
    siteUrl: PUBLIC_ORIGIN,
    clientDist: writeClientFixture(tempDir()),
    contactButtons: {},
    pageCacheSeconds: 0,
    pageRenderer: (api) => createPageRenderer(api),
  });
});

afterAll(async () => {
  await storefront.close();
  await wordpress.close();
});

beforeEach(() => {
  seen.length = 0;
});

const visit = (url: string) => storefront.inject({ url, headers: { accept: 'text/html' } });
const listReads = () => seen.filter((url) => url.includes('_fields=link')).length;

describe("the site's own pages", () => {
  it("draws a CF7 page in the Persian shell with the shop's contact form, never forwarded", async () => {
    const answer = await visit('/contact-pact-message/');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatch(/<html[^>]* lang="fa"[^>]* dir="rtl"/);
    expect(answer.body).not.toContain('Twenty Twenty-Five');
    expect(answer.body).toContain('فرم پیام');
    // The shop's form, drawn from the CF7 markup: its Persian labels and its send button.
    expect(answer.body).toContain('class="contact-page__form"');
    expect(answer.body).toContain('قوانین حریم خصوصی را می‌پذیرم.');
    expect(seen).not.toContain('/contact-pact-message/');
  });

  it('draws any other published page, and reads the page list once for many visits', async () => {
    for (const url of [
      '/sample-page/',
      '/sample-page',
      '/no-such-page/',
      '/contact-pact-message/',
    ]) {
      await visit(url);
    }
    const page = await visit('/sample-page/');
    expect(page.statusCode).toBe(200);
    // Drawn as a browser parses it, so it hydrates: no leading break, one text node.
    expect(page.body).toContain('<div class="site-page__content prose"><p>متن “نمونهٔ” سایت</p>');
    expect(listReads()).toBeLessThanOrEqual(1);
  });

  it("forwards a root path that is no published page, and a WordPress 404 is the shop's", async () => {
    const other = await visit('/feed/');
    expect(other.body).toContain('Twenty Twenty-Five: /feed/');
    const gone = await visit('/gone/');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toMatch(/<html[^>]* lang="fa"/);
  });

  it('forwards nested pages and paths outside the permalink shape as before', async () => {
    for (const url of ['/wp-login.php', '/about-us/team/', '/Sample-Page/']) {
      expect((await visit(url)).body).toContain(`Twenty Twenty-Five: ${url}`);
    }
  });

  it("leaves WooCommerce's pages to the storefront's own drawing", async () => {
    const shop = await visit('/shop/');
    expect(shop.body).not.toContain('Twenty Twenty-Five');
    expect(seen).not.toContain('/shop/');
  });
});

describe('a site whose page list stalls', () => {
  it('forwards the path after a quarter of the page wait, not after the whole of it', async () => {
    const stalled = Fastify({ forceCloseConnections: true });
    stalled.get('/wp-json/wp/v2/pages', () => new Promise<never>(() => undefined));
    stalled.all('/*', async (request, reply) =>
      reply.type('text/html').send(`Twenty Twenty-Five: ${request.url}`),
    );
    const stalledUrl = await stalled.listen({ host: '127.0.0.1', port: 0 });
    const app = await buildStorefront({
      wordpressUrl: stalledUrl,
      siteUrl: PUBLIC_ORIGIN,
      clientDist: writeClientFixture(tempDir()),
      contactButtons: {},
      upstream: { forwardTimeoutMs: 4_000, pageWaitMs: 4_000, answerMaxBytes: 1024 * 1024 },
    });
    try {
      const started = Date.now();
      const answer = await app.inject({ url: '/contact-main/', headers: { accept: 'text/html' } });
      expect(answer.body).toBe('Twenty Twenty-Five: /contact-main/');
      // A quarter of 4 s; the whole page wait would be 4 s.
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await app.close();
      await stalled.close();
    }
  });
});
