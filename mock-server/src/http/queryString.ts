// Query strings read as PHP reads them, which is how WordPress and WooCommerce see every request:
// `stock_status[]=instock` is a list, `attributes[0][slug][]=black` a list of objects, and a name
// given twice keeps its last value. Fastify's default parser keeps `stock_status[]` as a plain key,
// so the Store API's list filters were silently ignored.
import qs from 'qs';

/** PHP lists go up to any index; 100 is WordPress's largest page, enough for any filter here. */
const LARGEST_LIST = 100;

export function phpQueryString(text: string): Record<string, unknown> {
  return qs.parse(text, { duplicates: 'last', arrayLimit: LARGEST_LIST, depth: 5 });
}
