// A page drawn while the site fails one of the page's requests is sent with a gateway status
// (502, or the site's own 503/504, 504 for a request that timed out) and the app's Persian failure
// with its retry button, never as a 200 a crawler would keep; the next visitor gets a fresh try.
import { createPageRenderer } from '../../client/server/renderPage';
import { ownRoutesFetch, RENDER_API_ROOT } from '../src/routes/pageRenderer';
import { buildTestApp, type TestApp } from './server';

type Fault = (request: Request) => Promise<Response> | undefined;

let shop: TestApp;
let fault: Fault = () => undefined;

beforeAll(async () => {
  shop = await buildTestApp({
    pageCacheSeconds: 60,
    pageRenderer: (app) => {
      const own = ownRoutesFetch(app);
      return createPageRenderer({
        apiRoot: RENDER_API_ROOT,
        fetch: (request) => fault(request) ?? own(request),
      });
    },
  });
}, 30_000);

afterAll(() => shop.close());
afterEach(() => {
  fault = () => undefined;
});

const page = (url: string) =>
  shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

const postsAnswer = (status: number) => (request: Request) =>
  new URL(request.url).pathname.endsWith('/wp/v2/posts')
    ? Promise.resolve(Response.json({ code: 'x', message: 'x', data: { status } }, { status }))
    : undefined;

describe('a page whose data the site failed', () => {
  it.each([
    [403, 502],
    [500, 502],
    [503, 503],
    [504, 504],
  ])('site answered %p: the page is sent with %p and the Persian failure', async (site, sent) => {
    fault = postsAnswer(site);
    const answer = await page(`/blog/?failure=${site}`);
    expect(answer.statusCode).toBe(sent);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('تلاش دوباره');
  });

  it('a request that timed out is a 504; one the network dropped a 502', async () => {
    fault = (request) =>
      new URL(request.url).pathname.endsWith('/wp/v2/posts')
        ? Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))
        : undefined;
    expect((await page('/blog/?failure=timeout')).statusCode).toBe(504);
    fault = (request) =>
      new URL(request.url).pathname.endsWith('/wp/v2/posts')
        ? Promise.reject(new TypeError('fetch failed'))
        : undefined;
    expect((await page('/blog/?failure=network')).statusCode).toBe(502);
  });

  it('is not kept by the page cache: the next visitor, once the site is back, gets the page', async () => {
    fault = postsAnswer(500);
    expect((await page('/blog/')).statusCode).toBe(502);
    fault = () => undefined;
    const again = await page('/blog/');
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toContain('تلاش دوباره');
  });

  it('a missing post is still a 404, not a gateway failure', async () => {
    expect((await page('/blog/no-such-post-anywhere/')).statusCode).toBe(404);
  });
});
