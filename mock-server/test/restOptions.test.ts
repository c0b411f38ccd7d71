// OPTIONS on a REST route answers WordPress's route description: methods and arguments, the self
// link, the Store API namespace with its version, trimmed by _fields, and 404 for unknown routes.
import type { WpRouteDescription } from '../../contracts/wp';
import { routeNamespace } from '../src/routes/restOptions';
import { buildTestApp, TEST_SITE_URL, type TestApp } from './server';

let site: TestApp;
beforeAll(async () => {
  site = await buildTestApp();
});
afterAll(() => site.close());

const options = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'OPTIONS', url, headers });

describe('OPTIONS on a REST route', () => {
  it("answers a CF7 feedback preflight with the route's description", async () => {
    const response = await options('/wp-json/contact-form-7/v1/contact-forms/101/feedback', {
      origin: 'https://elsewhere.example',
      'access-control-request-method': 'POST',
    });
    expect(response.statusCode).toBe(200);
    const description = response.json<WpRouteDescription>();
    expect(Object.keys(description)).toEqual(['namespace', 'methods', 'endpoints']);
    expect(description.namespace).toBe('contact-form-7/v1');
    expect(description.methods).toEqual(['POST']);
    expect(description.endpoints).toEqual([{ methods: ['POST'], args: expect.any(Object) }]);
    // Reads nothing private and grants no cross-origin access (docs/decisions.md).
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lists every method of an item route and its arguments, WordPress style', async () => {
    const description = (await options('/wp-json/wp/v2/posts/1')).json<WpRouteDescription>();
    expect(description.namespace).toBe('wp/v2');
    expect(description.methods).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(description.endpoints.map((endpoint) => endpoint.methods)).toEqual([
      ['GET'],
      ['POST', 'PUT', 'PATCH'],
      ['DELETE'],
    ]);
    expect(description.endpoints[0]?.args.id).toEqual({
      type: 'string',
      pattern: '^\\d+$',
      required: true,
    });
    // A route with parameters is not linked to itself.
    expect(description._links).toBeUndefined();
  });

  it('links a route without parameters to itself from the site URL', async () => {
    const description = (
      await options('/wp-json/wp/v2/posts', { host: 'evil.example' })
    ).json<WpRouteDescription>();
    expect(description.endpoints[0]?.args.per_page).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 10,
      required: false,
    });
    expect(description._links).toEqual({
      self: [{ href: `${TEST_SITE_URL}/wp-json/wp/v2/posts` }],
    });
  });

  it('names the Store API namespace with its version', async () => {
    const description = (await options('/wp-json/wc/store/v1/cart')).json<WpRouteDescription>();
    expect(description.namespace).toBe('wc/store/v1');
    expect(description.methods).toContain('GET');
    expect(routeNamespace('/persian-shop/v1/orders/:id')).toBe('persian-shop/v1');
  });

  it('trims the description with _fields like any answer', async () => {
    const response = await options('/wp-json/wp/v2/pages?_fields=namespace');
    expect(response.json()).toEqual({ namespace: 'wp/v2' });
  });

  it('answers 404 rest_no_route for an unknown route', async () => {
    for (const url of [
      '/wp-json/wp/v2/nothing',
      '/wp-json/contact-form-7/v1/contact-forms/x1/feedback',
    ]) {
      const response = await options(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'rest_no_route',
        message: expect.any(String),
        data: { status: 404 },
      });
    }
  });
});
