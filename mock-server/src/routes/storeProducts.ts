// The Store API's catalogue routes: products (filtered, sorted, paged, trimmed by `_fields`), one
// product by id or slug, and the product categories.
import type { FastifyInstance } from 'fastify';
import type { NamedArguments } from '../../../contracts/schemaTypes';
import { STORE_ERROR_CODES, STORE_MAX_PER_PAGE } from '../../../contracts/store';
import type { CatalogReader, ProductListQuery } from '../domain/catalog/catalogReader';
import { pageWindow } from '../domain/pagination';
import { keptAnswer } from '../http/compression';
import { requestOrigin } from '../http/origin';
import { sendCollectionHeaders } from '../http/pagination';
import { markFieldsApplied } from '../http/responseFields';
import type { DomainError } from '../domain/domainError';
import { refused } from '../http/refusals';
import {
  categoryListResponses,
  categoryRouteSchema,
  productListResponses,
  productRouteSchema,
} from './schemas/store';
import type { ProductOrderBy } from '../storage/catalogRepository';
import { listedPageJson, productJson } from './listedPage';
import { filterFields, requestedFields } from './storeFields';
import { parseIdList, parseList, parsePrice, restBoolean } from './storeParams';
import type { RouteRequest } from './schemas/requestTypes';

export const STORE_ROOT = '/wp-json/wc/store/v1';
const PRODUCTS = `${STORE_ROOT}/products`;
const CATEGORIES = `${STORE_ROOT}/products/categories`;

const ORDER_BY: readonly ProductOrderBy[] = [
  'date',
  'price',
  'popularity',
  'rating',
  'title',
  'menu_order',
  'id',
  'slug',
];

export const productsQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    // WooCommerce allows 0 to 100; WP_Query reads a page of 0 as a page of 1.
    per_page: { type: 'integer', minimum: 0, maximum: STORE_MAX_PER_PAGE, default: 10 },
    offset: { type: 'integer', minimum: 0 },
    search: { type: 'string' },
    slug: { type: 'string' },
    category: { type: 'string' },
    category_operator: { type: 'string', enum: ['in', 'not_in', 'and'], default: 'in' },
    featured: { type: 'string' },
    on_sale: { type: 'string' },
    include: { type: 'array', items: { type: 'string' } },
    exclude: { type: 'array', items: { type: 'string' } },
    // No default: a search without an orderby is ranked by relevance (docs/decisions.md).
    orderby: { type: 'string', enum: ORDER_BY },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    min_price: { type: 'string' },
    max_price: { type: 'string' },
    stock_status: {
      type: 'array',
      items: { type: 'string', enum: ['instock', 'outofstock', 'onbackorder'] },
    },
    // WooCommerce's `attributes[0][attribute]=pa_color&attributes[0][slug][]=black` (PHP lists).
    attributes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          attribute: { type: 'string' },
          slug: { type: 'array', items: { type: 'string' } },
          term_id: { type: 'array', items: { type: 'integer' } },
          operator: { type: 'string', enum: ['in', 'not_in', 'and'], default: 'in' },
        },
        required: ['attribute'],
      },
    },
    type: { type: 'string', enum: ['simple', 'grouped', 'external', 'variable', 'variation'] },
    _fields: { type: 'string' },
  },
} as const;

export type ProductsQuery = NamedArguments<typeof productsQuerySchema>;

const categoriesQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    per_page: { type: 'integer', minimum: 0 },
    search: { type: 'string' },
    hide_empty: { type: 'string' },
    parent: { type: 'integer', minimum: 0 },
    include: { type: 'array', items: { type: 'string' } },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    orderby: { type: 'string', enum: ['name', 'slug', 'count'], default: 'name' },
  },
} as const;

type CategoriesQuery = NamedArguments<typeof categoriesQuerySchema>;

// What Fastify sets when it serialises an object itself.
const JSON_TYPE = 'application/json; charset=utf-8';
/**
 * Fastify sends bytes whose ArrayBuffer is one of its own realm's. Under Node that is every
 * Buffer; the client's jsdom transport tests run this server in a realm with other globals, where
 * the bytes are copied into a local ArrayBuffer so they are not serialised as a JSON object.
 */
function sendableBytes(bytes: Buffer): Uint8Array {
  if (bytes.buffer instanceof ArrayBuffer) return bytes;
  const local = new Uint8Array(new ArrayBuffer(bytes.byteLength));
  local.set(bytes);
  return local;
}

/** An empty list parameter ("slug=") filters nothing, as WordPress ignores it. */
function nonEmpty<T>(list: T[] | undefined): T[] | undefined {
  return list !== undefined && list.length > 0 ? list : undefined;
}

function invalidProductId(): DomainError {
  // Invalid product ID.
  return refused({
    kind: 'notFound',
    code: STORE_ERROR_CODES.productInvalidId,
    message: 'شناسهٔ محصول نامعتبر است.',
  });
}

function invalidSlug(): DomainError {
  // Invalid slug.
  return refused({
    kind: 'notFound',
    code: STORE_ERROR_CODES.productInvalidSlug,
    message: 'نامک محصول نامعتبر است.',
  });
}

function invalidCategoryId(): DomainError {
  // Invalid category ID.
  return refused({
    kind: 'notFound',
    code: 'woocommerce_rest_invalid_category_id',
    message: 'شناسهٔ دسته نامعتبر است.',
  });
}

/** The listing a products query names (its filters and order), for products and collection-data. */
export function listQueryOf(
  query: ProductsQuery,
  reader: CatalogReader,
): Omit<ProductListQuery, 'offset' | 'limit'> {
  const categories = parseList(query.category);
  const include = nonEmpty(parseIdList(query.include));
  const exclude = new Set(parseIdList(query.exclude) ?? []);
  return {
    search: query.search,
    categoryGroups:
      categories === undefined || categories.length === 0
        ? undefined
        : categories.map(reader.categoryResolver()),
    categoryOperator: query.category_operator,
    featured: restBoolean('featured', query.featured),
    onSale: restBoolean('on_sale', query.on_sale),
    slugs: nonEmpty(parseList(query.slug)),
    include:
      include === undefined && exclude.size === 0
        ? undefined
        : include?.filter((id) => !exclude.has(id)),
    excludeIds: exclude.size > 0 ? [...exclude] : undefined,
    minPrice: parsePrice('min_price', query.min_price),
    maxPrice: parsePrice('max_price', query.max_price),
    stockStatus: query.stock_status,
    attributes: query.attributes?.map((attribute) => ({
      taxonomy: attribute.attribute,
      slugs: attribute.slug ?? [],
      termIds: attribute.term_id ?? [],
      operator: attribute.operator ?? 'in',
    })),
    type: query.type,
    orderBy: query.orderby ?? (query.search ? 'relevance' : 'date'),
    order: query.order,
  };
}

/** A category list's JSON as its response schema writes it, by the reader's kept list. */
const categoryListJson = new WeakMap<object, Buffer>();

/** GET wc/store/v1/products, products/{id|slug}, products/categories(/{id}). */
export function registerStoreProductRoutes(app: FastifyInstance, reader: CatalogReader): void {
  app.get<{ Querystring: ProductsQuery }>(
    PRODUCTS,
    { schema: { querystring: productsQuerySchema, response: productListResponses } },
    async (request, reply) => {
      const query = { ...request.query, per_page: Math.max(1, request.query.per_page) };
      const offset = query.offset ?? (query.page - 1) * query.per_page;
      const fields = requestedFields(query._fields);
      const { items, total } = reader.listProducts(
        { ...listQueryOf(query, reader), offset, limit: query.per_page },
        requestOrigin(request),
        fields,
      );
      // The Store API pages past the end quietly (an empty list), unlike wp/v2.
      sendCollectionHeaders(
        request,
        reply,
        PRODUCTS,
        pageWindow(total, query.page, query.per_page),
      );
      if (fields !== undefined) markFieldsApplied(request);
      return reply.type(JSON_TYPE).send(sendableBytes(listedPageJson(items, fields)));
    },
  );

  app.get<{ Querystring: CategoriesQuery }>(
    CATEGORIES,
    { schema: { querystring: categoriesQuerySchema, response: categoryListResponses } },
    async (request, reply) => {
      const query = request.query;
      const perPage = query.per_page ?? 0;
      const { items, total } = reader.categories(
        {
          page: query.page,
          perPage,
          search: query.search,
          hideEmpty: restBoolean('hide_empty', query.hide_empty) ?? true,
          parent: query.parent,
          include: parseIdList(query.include),
          orderBy: query.orderby,
          order: query.order,
        },
        requestOrigin(request),
      );
      // WooCommerce only counts pages when a page size was asked for and there may be more.
      if (perPage > 0 && (items.length === perPage || query.page > 1)) {
        sendCollectionHeaders(request, reply, CATEGORIES, pageWindow(total, query.page, perPage));
      }
      // The reader hands back the same list while it keeps it, and its bytes are kept with it:
      // a kept list is sent without serialising (or, asked compressed, compressing) it again.
      let json = categoryListJson.get(items);
      if (!json) {
        const text = reply.serialize(items);
        json = keptAnswer(text instanceof ArrayBuffer ? Buffer.from(text) : Buffer.from(text));
        categoryListJson.set(items, json);
      }
      return reply.type(JSON_TYPE).send(sendableBytes(json));
    },
  );

  app.get<RouteRequest<typeof categoryRouteSchema>>(
    `${CATEGORIES}/:id`,
    { schema: categoryRouteSchema },
    async (request) => {
      if (!/^\d+$/.test(request.params.id)) throw invalidCategoryId();
      const id = Number(request.params.id);
      const { items } = reader.categories(
        { page: 1, perPage: 0, hideEmpty: false, include: [id], orderBy: 'name', order: 'asc' },
        requestOrigin(request),
      );
      const category = items[0];
      if (!category) throw invalidCategoryId();
      return category;
    },
  );

  // WooCommerce has products/{id} (digits) and products/{slug} (anything else).
  app.get<RouteRequest<typeof productRouteSchema>>(
    `${PRODUCTS}/:idOrSlug`,
    { schema: productRouteSchema },
    async (request, reply) => {
      const origin = requestOrigin(request);
      const { idOrSlug } = request.params;
      const product = /^\d+$/.test(idOrSlug)
        ? reader.productById(Number(idOrSlug), origin)
        : reader.productBySlug(idOrSlug, origin);
      if (!product) throw /^\d+$/.test(idOrSlug) ? invalidProductId() : invalidSlug();
      const fields = requestedFields(request.query._fields);
      // The kept JSON the list sends too: custom-sneaker's 5,316 variations were serialised
      // afresh for every page render that asked for it (issue 29).
      if (fields === undefined) {
        return reply.type(JSON_TYPE).send(sendableBytes(productJson(product, undefined)));
      }
      markFieldsApplied(request);
      // A trimmed product has only some of the schema's keys: sent as the text it is.
      return reply.type(JSON_TYPE).send(JSON.stringify(filterFields(product, fields)));
    },
  );
}
