// What the shopper chose on a shop listing (sorting and filters) as the page URL spells it, and
// as the Store API is asked for it. The URL uses WooCommerce's own shop arguments, so a link to a
// filtered page reads the same on a WordPress theme: ?orderby=price, min_price and max_price in
// whole Toman, filter_color=black,white (the attribute's name without "pa_"), and the filter
// blocks' filter_stock_status=instock. The server renders the same list for the same URL.
import type { StoreAttributeFilter, StoreListingQuery } from '../../contracts/store';

/** WooCommerce's catalogue orderings (woocommerce_catalog_orderby), default first. */
export const SORTINGS = [
  'menu_order',
  'popularity',
  'rating',
  'date',
  'price',
  'price-desc',
] as const;
export type Sorting = (typeof SORTINGS)[number];

export interface ListingChoice {
  sorting: Sorting;
  /** Whole currency units (Toman); null for no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Attribute taxonomy ("pa_color") -> chosen term slugs, in the order chosen. */
  terms: Record<string, string[]>;
  inStockOnly: boolean;
}

export const NO_CHOICE: ListingChoice = {
  sorting: 'menu_order',
  minPrice: null,
  maxPrice: null,
  terms: {},
  inStockOnly: false,
};

const FILTER_PREFIX = 'filter_';
const STOCK_PARAM = 'filter_stock_status';

/** A price bound as typed or linked: whole non-negative numbers, Persian digits allowed. */
export function parsePriceBound(text: string | null): number | null {
  if (text === null) return null;
  const latin = text
    .trim()
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[,٬\s]/g, '');
  return /^\d{1,12}$/.test(latin) ? Number(latin) : null;
}

/** A list argument: "a,b" or the name given twice (a plain GET form sends one per checkbox). */
function listOf(params: URLSearchParams, name: string): string[] {
  const items = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set(items)];
}

/** The choice a listing URL's query names; anything it does not understand is left out. */
export function choiceFromSearch(search: string): ListingChoice {
  const params = new URLSearchParams(search);
  const orderby = params.get('orderby') ?? '';
  const terms: Record<string, string[]> = {};
  for (const name of new Set(params.keys())) {
    if (!name.startsWith(FILTER_PREFIX) || name === STOCK_PARAM) continue;
    const attribute = name.slice(FILTER_PREFIX.length);
    const slugs = listOf(params, name);
    if (/^[a-z0-9_-]+$/.test(attribute) && slugs.length > 0) terms[`pa_${attribute}`] = slugs;
  }
  let minPrice = parsePriceBound(params.get('min_price'));
  let maxPrice = parsePriceBound(params.get('max_price'));
  // Bounds given the wrong way round mean the range between them.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    sorting: (SORTINGS as readonly string[]).includes(orderby)
      ? (orderby as Sorting)
      : NO_CHOICE.sorting,
    minPrice,
    maxPrice,
    terms,
    inStockOnly: listOf(params, STOCK_PARAM).includes('instock'),
  };
}

/**
 * The query of a listing URL for a choice, without "?" ('' for none), in one fixed order so one
 * choice has one URL (and one cached list and server-rendered page).
 */
export function searchFromChoice(choice: ListingChoice): string {
  const params = new URLSearchParams();
  if (choice.sorting !== NO_CHOICE.sorting) params.set('orderby', choice.sorting);
  if (choice.minPrice !== null) params.set('min_price', String(choice.minPrice));
  if (choice.maxPrice !== null) params.set('max_price', String(choice.maxPrice));
  for (const taxonomy of Object.keys(choice.terms).sort()) {
    const slugs = choice.terms[taxonomy] ?? [];
    if (slugs.length > 0) {
      params.set(`${FILTER_PREFIX}${taxonomy.replace(/^pa_/, '')}`, [...slugs].sort().join(','));
    }
  }
  if (choice.inStockOnly) params.set(STOCK_PARAM, 'instock');
  // Commas stay readable in a shared link.
  return params.toString().replace(/%2C/g, ',');
}

/** Whether the choice narrows the list (sorting alone does not). */
export function filtersChosen(choice: ListingChoice): boolean {
  return (
    choice.minPrice !== null ||
    choice.maxPrice !== null ||
    choice.inStockOnly ||
    Object.values(choice.terms).some((slugs) => slugs.length > 0)
  );
}

/** The key of a listing's filter counts: its category and filters, whatever the sorting or page. */
export function collectionKey(category: string, choice: ListingChoice): string {
  return `${category}?${searchFromChoice({ ...choice, sorting: NO_CHOICE.sorting })}`;
}

/** The key of the filter counts over a search's results (the search results page's form). */
export function searchCollectionKey(text: string, choice: ListingChoice): string {
  return collectionKey(`search:${text.trim()}`, choice);
}

const STORE_ORDER: Record<Sorting, Pick<StoreListingQuery, 'orderby' | 'order'>> = {
  menu_order: { orderby: 'menu_order', order: 'asc' },
  popularity: { orderby: 'popularity', order: 'desc' },
  rating: { orderby: 'rating', order: 'desc' },
  date: { orderby: 'date', order: 'desc' },
  price: { orderby: 'price', order: 'asc' },
  'price-desc': { orderby: 'price', order: 'desc' },
};

/**
 * The Store API's own parameters for a choice. Its prices are in the currency's smallest unit
 * (`minorUnit` decimals: 0 for Toman and Rial), the URL's in whole units.
 */
export function storeQueryOfChoice(choice: ListingChoice, minorUnit = 0): StoreListingQuery {
  const inMinor = (price: number) => String(price * 10 ** minorUnit);
  const attributes: StoreAttributeFilter[] = Object.keys(choice.terms)
    .sort()
    .flatMap((attribute) => {
      const slug = [...(choice.terms[attribute] ?? [])].sort();
      return slug.length > 0 ? [{ attribute, slug, operator: 'in' as const }] : [];
    });
  return {
    ...STORE_ORDER[choice.sorting],
    ...(choice.minPrice !== null ? { min_price: inMinor(choice.minPrice) } : {}),
    ...(choice.maxPrice !== null ? { max_price: inMinor(choice.maxPrice) } : {}),
    ...(attributes.length > 0 ? { attributes } : {}),
    ...(choice.inStockOnly ? { stock_status: ['instock' as const] } : {}),
  };
}
