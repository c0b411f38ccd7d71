// Reading a Response that api-fetch handed back unparsed (parse: false, because the caller needs
// its headers): the JSON body, and a collection page with WordPress's pagination headers.
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from '../../contracts/wp';
import { toWpApiError } from './errors';

export interface Page<T> {
  items: T[];
  total: number;
  totalPages: number;
}

/** The JSON body; a body that is not JSON is the same WpApiError api-fetch would raise. */
export async function readJson<T>(response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch (reason) {
    throw await toWpApiError({ code: 'invalid_json', reason });
  }
}

function headerNumber(response: Response, name: string): number {
  const value = Number(response.headers.get(name));
  return Number.isFinite(value) ? value : 0;
}

/** One page of a collection: its items, X-WP-Total and X-WP-TotalPages (0 when missing). */
export async function readPage<T>(response: Response): Promise<Page<T>> {
  return {
    items: await readJson<T[]>(response),
    total: headerNumber(response, TOTAL_HEADER),
    totalPages: headerNumber(response, TOTAL_PAGES_HEADER),
  };
}
