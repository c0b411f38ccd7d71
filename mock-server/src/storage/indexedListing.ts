// Listings without a search, answered from the listing lookup (listingSchema.ts): the page's ids
// read in order off the sort's index, then only those rows. A search keeps its own path
// (catalogListing.ts), since its order is the match's rank.
import type { AttributeFilter, ProductListFilter, ProductOrderBy } from './catalogListing';
import { placeholders } from './catalogSql';

const ORDER_INDEXED: Record<Exclude<ProductOrderBy, 'relevance'>, string> = {
  date: 'date_created_gmt',
  price: 'price',
  popularity: 'total_sales',
  rating: 'average_rating',
  title: 'name',
  menu_order: 'menu_order',
  id: 'id',
  slug: 'slug',
};

export interface IndexedListingSql {
  ids: string;
  total: string;
  /** The FROM and WHERE clauses over the `listing` alias, for collection-data's counts. */
  from: string;
  args: unknown[];
  /** Whether any condition narrows the listing (else a search's total is its hits' count). */
  narrowed: boolean;
}

/** A search's hits, as the index answers them: [product id, rank] pairs, best rank highest. */
export type SearchHitPairs = readonly (readonly [number, number])[];

/** A product's terms of one attribute, for the `attributes` filter. */
const TERMS_OF_PRODUCT = `SELECT 1 FROM product_attribute_terms pat
    JOIN attribute_terms t ON t.id = pat.term_id
    JOIN product_attributes a ON a.id = t.attribute_id
    WHERE pat.product_id = listing.id AND a.taxonomy = ?`;

/** The `attributes` filter as SQL over the `listing` alias (the search path uses it too). */
export function attributeCondition(attribute: AttributeFilter, args: unknown[]): string {
  const terms = [
    ...attribute.slugs.map((slug) => ({ column: 'slug', value: slug as string | number })),
    ...attribute.termIds.map((id) => ({ column: 'id', value: id as string | number })),
  ];
  const has = (term: { column: string; value: string | number }) => {
    args.push(attribute.taxonomy, term.value);
    return `EXISTS (${TERMS_OF_PRODUCT} AND t.${term.column} = ?)`;
  };
  if (terms.length === 0) return attribute.operator === 'not_in' ? '1' : '0';
  if (attribute.operator === 'and') return `(${terms.map(has).join(' AND ')})`;
  const anyTerm = `(${terms.map(has).join(' OR ')})`;
  return attribute.operator === 'not_in' ? `NOT ${anyTerm}` : anyTerm;
}

/**
 * The SQL for a listing. Without a search every filter is written so that no index but the
 * sort's can serve it (a unary + on a column, EXISTS for links), so SQLite walks the sort's
 * index and stops at the page's end instead of collecting and sorting every match. With one
 * (`hits`, the search index's answer) SQLite starts from the hits and looks each row up by key
 * (CROSS JOIN keeps that order of the join), so a search costs its hits, not the catalogue.
 */
export function indexedListingSql(
  filter: ProductListFilter,
  hits?: SearchHitPairs,
): IndexedListingSql {
  const where: string[] = [];
  // The hits' ? comes before every condition's in the SQL below.
  const args: unknown[] = hits === undefined ? [] : [JSON.stringify(hits)];
  const relevance = hits !== undefined && filter.orderBy === 'relevance';
  const orderBy = filter.orderBy === 'relevance' ? 'date' : filter.orderBy;
  const column = ORDER_INDEXED[orderBy];
  /** The column as a condition reads it: plain when it is the sort's, else kept off indexes. */
  const ref = (name: string) => (name === column ? `listing.${name}` : `+listing.${name}`);
  if (filter.categoryGroups !== undefined) {
    const inCategories = (ids: readonly number[]) => {
      args.push(...ids);
      return ids.length === 0
        ? '0'
        : `EXISTS (SELECT 1 FROM product_category_links l
            WHERE l.product_id = listing.id AND l.category_id IN (${placeholders(ids.length)}))`;
    };
    const operator = filter.categoryOperator ?? 'in';
    if (operator === 'and') {
      for (const group of filter.categoryGroups) where.push(inCategories(group));
    } else {
      const all = [...new Set(filter.categoryGroups.flat())];
      where.push(operator === 'in' ? inCategories(all) : `NOT ${inCategories(all)}`);
    }
  }
  if (filter.featured !== undefined) {
    where.push(`${ref('featured')} = ?`);
    args.push(filter.featured ? 1 : 0);
  }
  if (filter.onSale !== undefined) {
    where.push(`${ref('on_sale')} = ?`);
    args.push(filter.onSale ? 1 : 0);
  }
  if (filter.slugs !== undefined) {
    where.push(`${ref('slug')} IN (${placeholders(filter.slugs.length)})`);
    args.push(...filter.slugs);
  }
  if (filter.include !== undefined) {
    where.push(`${ref('id')} IN (${placeholders(filter.include.length)})`);
    args.push(...filter.include);
  }
  if (filter.excludeIds !== undefined && filter.excludeIds.length > 0) {
    where.push(`${ref('id')} NOT IN (${placeholders(filter.excludeIds.length)})`);
    args.push(...filter.excludeIds);
  }
  if (filter.minPrice !== undefined) {
    where.push(`${ref('price')} >= ?`);
    args.push(filter.minPrice);
  }
  if (filter.maxPrice !== undefined) {
    where.push(`${ref('price')} <= ?`);
    args.push(filter.maxPrice);
  }
  if (filter.stockStatus !== undefined) {
    where.push(`${ref('stock')} IN (${placeholders(filter.stockStatus.length)})`);
    args.push(...filter.stockStatus);
  }
  for (const attribute of filter.attributes ?? []) where.push(attributeCondition(attribute, args));
  if (filter.type !== undefined) {
    where.push(`${ref('type')} = ?`);
    args.push(filter.type);
  }
  const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
  // By relevance: best match first (docs/decisions.md "Search ranking"), then what can be
  // bought, then what sells, then newest (as WordPress breaks ties, by date).
  const order = relevance
    ? `hits.value ->> 1 ${direction}, listing.stock = 'outofstock', listing.total_sales DESC,
       listing.date_created_gmt DESC, listing.id DESC`
    : column === 'id'
      ? `listing.id ${direction}`
      : `listing.${column} ${direction}, listing.id ${direction}`;
  const source =
    hits === undefined
      ? 'product_listing AS listing'
      : `json_each(?) AS hits CROSS JOIN product_listing AS listing
           ON listing.id = hits.value ->> 0`;
  const from = `FROM ${source} ${condition}`;
  return {
    ids: `SELECT listing.id ${from} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
    total: `SELECT COUNT(*) AS total ${from}`,
    from,
    args,
    narrowed: where.length > 0,
  };
}
