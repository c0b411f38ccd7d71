// API answers inlined into a page, as WordPress preloads REST data for its editor: the client's
// api-fetch preloading middleware serves each once, so the first view needs no round trip, and
// the largest image of the page gets a preload hint so it downloads while the script does.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PreloadedResponses } from '../../../contracts/bootstrap';
import { HOME_PRELOAD_PATHS, SLIDE_IMAGE_SIZES } from '../../../contracts/homePage';
import type { StoreProduct } from '../../../contracts/store';
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from '../../../contracts/wp';
import { attributeText } from '../domain/bootstrapPage';

export interface PagePreload {
  responses: PreloadedResponses;
  /** Elements for <head>: resource hints. */
  headExtras: string;
}

export type PreloadForPage = (page: FastifyRequest) => Promise<PagePreload | undefined>;

/** The headers a client reads from these answers (pagination); never cookies or cart tokens. */
const KEPT_HEADERS = [TOTAL_HEADER, TOTAL_PAGES_HEADER, 'Link'];

function firstSlideImageHint(responses: PreloadedResponses): string {
  const products = responses[HOME_PRELOAD_PATHS.featuredProducts]?.body;
  const image = Array.isArray(products)
    ? (products[0] as Partial<StoreProduct> | undefined)?.images?.[0]
    : undefined;
  if (!image?.src) return '';
  const srcset = image.srcset
    ? ` imagesrcset="${attributeText(image.srcset)}" imagesizes="${attributeText(SLIDE_IMAGE_SIZES)}"`
    : '';
  return `<link rel="preload" as="image" href="${attributeText(image.src)}"${srcset} fetchpriority="high">`;
}

export function createPagePreloads(app: FastifyInstance): PreloadForPage {
  const read = async (page: FastifyRequest, apiPath: string) => {
    // The page's own server answers as it would the browser: same routes, same shapes, and the
    // page's host, from which the answers' image and link URLs are made.
    const response = await app.inject({
      method: 'GET',
      url: `/wp-json${apiPath}`,
      headers: { accept: 'application/json', host: page.headers.host ?? 'localhost' },
    });
    if (response.statusCode !== 200) return undefined;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = response.headers[name.toLowerCase()];
      if (typeof value === 'string') headers[name] = value;
    }
    return { body: response.json<unknown>(), headers };
  };

  return async (page) => {
    const pathname = page.url.split('?')[0]?.replace(/(.)\/+$/, '$1');
    if (pathname !== '/') return undefined;
    const paths = Object.values(HOME_PRELOAD_PATHS);
    const answers = await Promise.all(paths.map((apiPath) => read(page, apiPath)));
    const responses: PreloadedResponses = {};
    paths.forEach((apiPath, index) => {
      const answer = answers[index];
      // A failed read is left to the client, which asks again and shows its own error.
      if (answer !== undefined) responses[apiPath] = answer;
    });
    return { responses, headExtras: firstSlideImageHint(responses) };
  };
}
