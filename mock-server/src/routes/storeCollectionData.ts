// GET wc/store/v1/products/collection-data: over the products route's own filters, the price
// range, the products per attribute term and per stock status, as WooCommerce 9.9 answers them
// (ProductCollectionData). The shop page's filters show these counts (issue 15 item 4).
import type { FastifyInstance } from 'fastify';
import type { NamedArguments } from '../../../contracts/schemaTypes';
import type { StoreCollectionData } from '../../../contracts/store';
import type { CatalogReader } from '../domain/catalog/catalogReader';
import { TOMAN } from '../domain/catalog/money';
import { collectionDataResponses } from './schemas/store';
import { listQueryOf, productsQuerySchema, STORE_ROOT } from './storeProducts';
import { restBoolean } from './storeParams';

const collectionQuerySchema = {
  type: 'object',
  properties: {
    ...productsQuerySchema.properties,
    calculate_price_range: { type: 'string' },
    calculate_stock_status_counts: { type: 'string' },
    calculate_rating_counts: { type: 'string' },
    // calculate_attribute_counts[0][taxonomy]=pa_color&calculate_attribute_counts[0][query_type]=or
    calculate_attribute_counts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          taxonomy: { type: 'string' },
          query_type: { type: 'string', enum: ['or', 'and'], default: 'or' },
        },
        required: ['taxonomy'],
      },
    },
  },
} as const;

type CollectionQuery = NamedArguments<typeof collectionQuerySchema>;

export function registerStoreCollectionDataRoute(app: FastifyInstance, reader: CatalogReader) {
  app.get<{ Querystring: CollectionQuery }>(
    `${STORE_ROOT}/products/collection-data`,
    { schema: { querystring: collectionQuerySchema, response: collectionDataResponses } },
    async (request): Promise<StoreCollectionData> => {
      const query = request.query;
      const priceRange = restBoolean('calculate_price_range', query.calculate_price_range);
      const stockCounts = restBoolean(
        'calculate_stock_status_counts',
        query.calculate_stock_status_counts,
      );
      const data = reader.collectionData(
        { ...listQueryOf(query, reader), offset: 0, limit: 0 },
        {
          priceRange: priceRange === true,
          attributeCounts: query.calculate_attribute_counts?.map((asked) => asked.taxonomy),
          stockStatusCounts: stockCounts === true,
        },
      );
      return {
        price_range: data.priceRange
          ? {
              ...TOMAN,
              min_price: String(data.priceRange.min ?? 0),
              max_price: String(data.priceRange.max ?? 0),
            }
          : null,
        attribute_counts: data.attributeCounts,
        stock_status_counts: data.stockStatusCounts,
        // The shop has no product reviews to count.
        rating_counts: restBoolean('calculate_rating_counts', query.calculate_rating_counts)
          ? []
          : null,
      };
    },
  );
}
