// Every route the server registers declares the JSON Schema of what it answers, so Fastify's
// compiled serialiser writes each response and a new route cannot ship an undeclared shape.
// Fastify only tells an `onRoute` hook about routes added after the hook, and buildApp() creates
// its own instance, so the factory is wrapped to add the collector before any route exists.
import type * as FastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildStorefront } from '../src/storefront/storefrontApp';
import {
  hiddenFields,
  multipart,
  wholesaleParts,
  type Part,
} from '../src/routes/contactFormsTestKit';
import { checkRoutes } from './routeSchemaRules';
import { buildTestApp, NO_CONTENT_PATH, writeClientFixture } from './server';
import { tempDir } from './storefront/fixtures';

const registered: RouteOptions[] = [];
/** While true, routes are registered without their response schemas (the plain JSON.stringify). */
let mockWithoutResponseSchemas = false;

jest.mock('fastify', () => {
  const real = jest.requireActual<typeof FastifyModule>('fastify');
  // The factory's overloads only differ in the server type; every call here makes an HTTP one.
  const create = real.fastify as unknown as (...args: unknown[]) => FastifyInstance;
  const withCollector = (...args: unknown[]): FastifyInstance => {
    const app = create(...args);
    app.addHook('onRoute', (route) => {
      if (mockWithoutResponseSchemas && route.schema?.response !== undefined) {
        const { response: _dropped, ...rest } = route.schema;
        route.schema = rest;
      }
      registered.push(route);
    });
    return app;
  };
  return { __esModule: true, ...real, default: withCollector, fastify: withCollector };
});

/** Routes without a response schema, and why each needs none. */
const EXEMPT: Record<string, string> = {
  'GET /wp-content/uploads/*':
    '@fastify/static streams uploaded files as they are on disk, typed by their extension',
  'GET /assets/*': '@fastify/static streams the built client files, typed by their extension',
  [`POST ${NO_CONTENT_PATH}`]: 'test-only route of the test server, answers 204 with no body',
};

/**
 * Answers whose bytes do not depend on the session or the time, covering the route schemas that
 * name their keys: each must come out of the compiled serialiser exactly as JSON.stringify
 * writes the handler's object (same keys, same order), errors included.
 */
const FEEDBACK_102 = '/wp-json/contact-form-7/v1/contact-forms/102/feedback';
/** The contact page, which holds form 102 as its second form (the seed's page ids start at 1). */
const CONTACT_PAGE = 2;

const SAMPLES: { method: 'GET' | 'OPTIONS' | 'POST'; url: string; parts?: Part[] }[] = [
  { method: 'GET', url: '/health' },
  { method: 'GET', url: '/wp-json/' },
  { method: 'GET', url: '/wp-json/wp/v2/posts?per_page=3' },
  { method: 'GET', url: '/wp-json/wp/v2/posts/1' },
  { method: 'GET', url: '/wp-json/wp/v2/posts/999999' },
  { method: 'GET', url: '/wp-json/wp/v2/posts?per_page=abc' },
  { method: 'GET', url: '/wp-json/wp/v2/pages' },
  { method: 'GET', url: '/wp-json/wc/store/v1/products/power-bank-20000' },
  { method: 'GET', url: '/wp-json/wc/store/v1/products/categories' },
  { method: 'GET', url: '/wp-json/wc/store/v1/products/categories/1' },
  { method: 'GET', url: '/wp-json/wc/store/v1/products/attributes' },
  { method: 'GET', url: '/wp-json/wc/store/v1/products/attributes/1/terms' },
  {
    method: 'GET',
    url: '/wp-json/wc/store/v1/products/collection-data?calculate_price_range=true&calculate_stock_status_counts=true&calculate_attribute_counts[0][taxonomy]=pa_color&calculate_attribute_counts[0][query_type]=or',
  },
  { method: 'GET', url: '/wp-json/wc/store/v1/cart' },
  { method: 'GET', url: '/wp-json/wp/v2/users/me' },
  { method: 'GET', url: '/wp-json/wp/v2/pages/1' },
  { method: 'GET', url: '/wp-json/wc/store/v1/checkout' },
  { method: 'GET', url: '/wp-json/persian-shop/v1/regions' },
  { method: 'GET', url: '/wp-json/persian-shop/v1/payment-methods' },
  { method: 'GET', url: '/wp-json/persian-shop/v1/account/me' },
  { method: 'GET', url: '/wp-json/persian-shop/v1/account/addresses' },
  { method: 'GET', url: '/wp-json/persian-shop/v1/orders' },
  { method: 'GET', url: '/wp-json/persian-shop/v1/announcement' },
  { method: 'GET', url: '/wp-json/contact-form-7/v1/contact-forms/101/feedback/schema' },
  { method: 'OPTIONS', url: '/wp-json/contact-form-7/v1/contact-forms/101/feedback/schema' },
  { method: 'GET', url: '/wp-json/contact-form-7/v1/contact-forms/999/refill' },
  { method: 'GET', url: '/wp-json/contact-form-7/v1/contact-forms/101/refill' },
  // CF7 orders the feedback's keys by status: invalid_fields before the hash, or after `into`.
  { method: 'POST', url: FEEDBACK_102, parts: hiddenFields(102, CONTACT_PAGE, 2) },
  { method: 'POST', url: FEEDBACK_102, parts: wholesaleParts(CONTACT_PAGE) },
];

const FIXED_CLOCK = () => new Date('2026-03-01T08:00:00Z');

/**
 * OPTIONS on every route of the REST index: the description's schema names the argument keywords
 * it lets through, so a route whose arguments use another would lose it here.
 */
async function everyRouteOptions(app: FastifyInstance): Promise<(typeof SAMPLES)[number][]> {
  const index = await app.inject({ method: 'GET', url: '/wp-json/' });
  const routes = Object.keys((index.json() as { routes: Record<string, unknown> }).routes);
  return routes.map((route) => ({
    method: 'OPTIONS',
    url: `/wp-json${route.replace(/\(\?P<[^>]+>[^)]*\)/g, '1')}`,
  }));
}

async function answers(withoutResponseSchemas: boolean): Promise<string[]> {
  mockWithoutResponseSchemas = withoutResponseSchemas;
  const built = await buildTestApp({ clock: FIXED_CLOCK });
  mockWithoutResponseSchemas = false;
  try {
    const bodies: string[] = [];
    for (const { parts, ...sample } of [...SAMPLES, ...(await everyRouteOptions(built.app))]) {
      const body = parts && (await multipart(parts));
      const response = await built.app.inject(
        body
          ? { ...sample, payload: body.body, headers: { 'content-type': body.contentType } }
          : sample,
      );
      // A page holding a contact form draws fresh captcha digits and quiz questions each time.
      const answer = response.body
        .replace(/wpcf7_captcha(\/|_challenge_[-\w]+\\" value=\\")\d+/g, 'wpcf7_captcha$1N')
        .replace(/wpcf7-quiz-label\\">[^<]*/g, 'wpcf7-quiz-label\\">Q')
        .replace(
          /_wpcf7_quiz_answer_([-\w]+)\\" value=\\"[0-9a-f]+/g,
          '_wpcf7_quiz_answer_$1\\" value=\\"H',
        );
      bodies.push(`${sample.method} ${sample.url} -> ${response.statusCode} ${answer}`);
    }
    return bodies;
  } finally {
    await built.close();
  }
}

function methods(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

describe('route schemas', () => {
  it('declares a response schema on every route', async () => {
    const built = await buildTestApp();
    try {
      const missing = registered
        .flatMap((route) => methods(route).map((method) => ({ method, route })))
        .filter(({ method }) => method !== 'HEAD')
        .map(({ method, route }) => ({ key: `${method} ${route.url}`, route }))
        .filter(({ key, route }) => route.schema?.response === undefined && !(key in EXEMPT))
        .map(({ key }) => key);
      expect(missing).toEqual([]);
      // An exemption for a route that no longer exists would hide the next one of that name.
      const keys = registered.flatMap((route) => methods(route).map((m) => `${m} ${route.url}`));
      expect(Object.keys(EXEMPT).filter((key) => !keys.includes(key))).toEqual([]);
    } finally {
      await built.close();
    }
  });

  it('declares params, query, body and closed response schemas on every route of the shop', async () => {
    registered.length = 0;
    const built = await buildTestApp();
    try {
      const lacking = Object.fromEntries(
        checkRoutes(registered)
          .filter(({ key, missing }) => missing.length > 0 && !(key in EXEMPT))
          .map(({ key, missing }) => [key, missing.join(' ')]),
      );
      expect(lacking).toEqual({});
    } finally {
      await built.close();
    }
  });

  it('declares them on every route of the storefront mode too', async () => {
    registered.length = 0;
    const storefront = await buildStorefront({
      // Never asked here: the routes are only registered, no page is drawn.
      wordpressUrl: 'http://127.0.0.1:9',
      siteUrl: 'http://shop.test',
      clientDist: writeClientFixture(tempDir()),
      contactButtons: {},
      pageCacheSeconds: 0,
    });
    try {
      await storefront.ready();
      const lacking = checkRoutes(registered)
        .filter(({ key, missing }) => missing.length > 0 && !(key in EXEMPT))
        .map(({ key, missing }) => `${key}: ${missing.join(' ')}`);
      expect(lacking).toEqual([]);
    } finally {
      await storefront.close();
    }
  });

  it('serialises every sampled answer as JSON.stringify would: no key dropped or moved', async () => {
    const plain = await answers(true);
    const compiled = await answers(false);
    expect(compiled).toEqual(plain);
    // The feedback samples reach both of CF7's key orders.
    const statuses = compiled
      .slice(SAMPLES.length - 2, SAMPLES.length)
      .map((answer) => /"status":"(\w+)"/.exec(answer)?.[1]);
    expect(statuses).toEqual(['validation_failed', 'mail_sent']);
  });
});
