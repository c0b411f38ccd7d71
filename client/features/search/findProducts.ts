// The products search shows, with only the fields it draws: the results page's and the instant
// lookup's request.
import type { StoreProductQuery } from '../../../contracts/store';
import type { Page as ResultPage } from '../../api/wp';
import { getProducts } from '../../api/store';
import { SEARCH_PRODUCT_FIELDS, type SearchProduct } from './slice';

/** Products with only the fields search shows (a plain function, so call() can type it). */
export function findProducts(query: StoreProductQuery): Promise<ResultPage<SearchProduct>> {
  return getProducts(query, SEARCH_PRODUCT_FIELDS);
}
