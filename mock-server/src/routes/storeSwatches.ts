// The swatches plugin's route for a product's variations, which the product page's swatches
// need; a few products' answers are kept ready, compressed.
import type { FastifyInstance } from 'fastify';
import { STORE_ERROR_CODES, SWATCHES_NAMESPACE } from '../../../contracts/store';
import type { CatalogReader } from '../domain/catalog/catalogReader';
import { requestOrigin } from '../http/origin';
import { refused } from '../http/refusals';
import { swatchesRouteSchema } from './schemas/store';
import { acceptedEncoding, compress, markEncoded, type Encoding } from './storeCompression';
import type { RouteRequest } from './schemas/requestTypes';

/** The Swatches Pro route that serves a product's variation data (get_available_variations). */
export const SINGLE_PRODUCT_PATH = `/wp-json/${SWATCHES_NAMESPACE}/single-product`;

interface CachedBody {
  /** Catalogue version, product and first sale end: a passed sale end changes it too. */
  etag: string;
  json: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

// A few products' answers, ready to send: a product with thousands of variations costs a
// quarter of a second to build and compress, and stays the same until the catalogue changes.
const CACHED_ANSWERS = 8;

export function registerStoreSwatchRoutes(app: FastifyInstance, reader: CatalogReader): void {
  const cache = new Map<string, CachedBody>();

  function remember(key: string, body: CachedBody): void {
    cache.delete(key);
    cache.set(key, body);
    if (cache.size > CACHED_ANSWERS) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  }

  app.get<RouteRequest<typeof swatchesRouteSchema>>(
    `${SINGLE_PRODUCT_PATH}/:id`,
    { schema: swatchesRouteSchema },
    async (request, reply) => {
      if (!/^\d+$/.test(request.params.id)) {
        throw refused({
          kind: 'notFound',
          code: STORE_ERROR_CODES.productInvalidId,
          message: 'شناسهٔ محصول نامعتبر است.',
        });
      }
      const id = Number(request.params.id);
      const origin = requestOrigin(request);
      const key = `${id}|${origin}`;
      let body = cache.get(key);
      const result = reader.variationStamp(id);
      if (result.kind === 'not-found') {
        // Product was not found
        throw refused({
          kind: 'notFound',
          code: STORE_ERROR_CODES.productInvalidId,
          message: 'محصول پیدا نشد.',
        });
      }
      if (result.kind === 'not-variable') {
        // Only variable product is allowed
        throw refused({
          kind: 'forbidden',
          code: 'woo_variation_swatches_not_variable',
          message: 'این محصول گزینه‌ای برای انتخاب ندارد.',
        });
      }
      const etag = `"v${result.version}-p${id}-${result.validUntilGmt ?? 'x'}"`;
      if (!body || body.etag !== etag) {
        const built = reader.classicVariations(id, origin);
        body = {
          etag,
          json: JSON.stringify(built.kind === 'ok' ? built.variations : []),
          encoded: new Map(),
        };
        remember(key, body);
      }
      reply.header('X-Variation-Swatches-Header', '1');
      reply.header('etag', body.etag);
      reply.type('application/json; charset=UTF-8');
      if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
      const encoding = acceptedEncoding(request);
      if (!encoding) return body.json;
      let encoded = body.encoded.get(encoding);
      if (!encoded) {
        encoded = compress(body.json, encoding);
        body.encoded.set(encoding, encoded);
      }
      markEncoded(reply, encoding);
      return reply.send(await encoded);
    },
  );
}
