// What only the shop page reads from the Store API, so it travels with that page's chunk: the
// filtered product list (the list filters in PHP's query syntax, as WooCommerce reads them) and
// the attributes and terms the filters offer.
import {
  STORE_API_NAMESPACE,
  type StoreCollectionData,
  type StoreCollectionQuery,
  type StoreListingQuery,
  type StoreProduct,
  type StoreProductAttributeDefinition,
  type StoreTerm,
} from '../../contracts/store';
import { readJson, readPage, type Page } from './responses';
import { withQuery } from './store';
import { wpFetch } from './wp';

const PRODUCTS = `/${STORE_API_NAMESPACE}/products`;
const ATTRIBUTES = `${PRODUCTS}/attributes`;

/** A public Store API read: no cart, so no Cart-Token or Store API nonce. */
function get(path: string): Promise<Response> {
  return wpFetch<Response>({ path, parse: false });
}

/**
 * One page of the shop's list: stock_status[]=instock and
 * attributes[0][attribute]=pa_color&attributes[0][slug][]=black&attributes[0][operator]=in.
 */
export async function getListing(query: StoreListingQuery): Promise<Page<StoreProduct>> {
  return readPage<StoreProduct>(await get(withLists(PRODUCTS, query)));
}

/** A filtered page with only `fields` of each product (the search results page's filters). */
export async function getFilteredProducts<K extends keyof StoreProduct>(
  query: StoreListingQuery,
  fields: readonly K[],
): Promise<Page<Pick<StoreProduct, K>>> {
  const only = new URLSearchParams({ _fields: fields.join(',') });
  return readPage<Pick<StoreProduct, K>>(await get(joined(withLists(PRODUCTS, query), only)));
}

/**
 * products/collection-data over the same filters: the price range and the products per term of
 * each attribute asked for (calculate_attribute_counts[i][taxonomy], query_type "or").
 */
export async function getCollectionData(query: StoreCollectionQuery): Promise<StoreCollectionData> {
  const { calculate_attribute_counts: counts, ...rest } = query;
  const asked = new URLSearchParams();
  (counts ?? []).forEach((count, index) => {
    asked.append(`calculate_attribute_counts[${index}][taxonomy]`, count.taxonomy);
    asked.append(`calculate_attribute_counts[${index}][query_type]`, count.query_type);
  });
  return readJson<StoreCollectionData>(
    await get(joined(withLists(`${PRODUCTS}/collection-data`, rest), asked)),
  );
}

function joined(path: string, extra: URLSearchParams): string {
  const text = extra.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/** The query with the list filters in PHP's syntax, which withQuery cannot write. */
function withLists(base: string, query: StoreListingQuery): string {
  const { stock_status: stockStatus, attributes, include: _include, ...simple } = query;
  const lists = new URLSearchParams();
  for (const status of stockStatus ?? []) lists.append('stock_status[]', status);
  (attributes ?? []).forEach((filter, index) => {
    lists.append(`attributes[${index}][attribute]`, filter.attribute);
    for (const slug of filter.slug) lists.append(`attributes[${index}][slug][]`, slug);
    if (filter.operator) lists.append(`attributes[${index}][operator]`, filter.operator);
  });
  return joined(withQuery(base, simple), lists);
}

/** The global attributes (colour, size, …). */
export async function getAttributes(): Promise<StoreProductAttributeDefinition[]> {
  return readJson<StoreProductAttributeDefinition[]>(await get(ATTRIBUTES));
}

/** An attribute's terms in the shop's order, each with the number of products carrying it. */
export async function getAttributeTerms(attributeId: number): Promise<StoreTerm[]> {
  return readJson<StoreTerm[]>(await get(`${ATTRIBUTES}/${attributeId}/terms?orderby=menu_order`));
}
