// Listings answered from the listing lookup (listingSchema.ts, or categoryListingSchema.ts for a
// whole category): the page's ids read in order off the sort's index, or off a search's hits,
// then only those rows (catalogListing.ts).
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
  args: unknown[];
  /** The total's arguments: its attribute conditions are spelled differently, in the same order. */
  totalArgs: unknown[];
  /**
   * The FROM and WHERE clauses over the `listing` alias as the total reads them (with
   * `totalArgs`), for collection-data's counts.
   */
  from: string;
  /** Whether any condition narrows the listing (else a search's total is its hits' count). */
  narrowed: boolean;
}

/** A search's hits, as the index answers them: [product id, rank] pairs, best rank highest. */
export type SearchHitPairs = readonly (readonly [number, number])[];

/** The ids of one attribute's terms matched by a condition on `t` that follows. */
const TERM_IDS = `SELECT t.id FROM attribute_terms t
    JOIN product_attributes a ON a.id = t.attribute_id WHERE a.taxonomy = ?`;

/**
 * The `attributes` filter as SQL over the `listing` alias (the search path uses it too). `exists`
 * looks up each row's terms, which a walk down the sort's index wants; `in` reads the term's
 * products once, which a count wants (it would otherwise look up every product's terms).
 */
export function attributeCondition(
  attribute: AttributeFilter,
  args: unknown[],
  form: 'exists' | 'in' = 'exists',
): string {
  const terms = [
    ...attribute.slugs.map((slug) => ({ column: 'slug', value: slug as string | number })),
    ...attribute.termIds.map((id) => ({ column: 'id', value: id as string | number })),
  ];
  const has = (term: { column: string; value: string | number }) => {
    args.push(attribute.taxonomy, term.value);
    // The term ids are an uncorrelated subquery: SQLite finds them once per statement, not per
    // product, so each product costs one probe of its links.
    const termIds = `${TERM_IDS} AND t.${term.column} = ?`;
    return form === 'exists'
      ? `EXISTS (SELECT 1 FROM product_attribute_terms pat
          WHERE pat.product_id = listing.id AND pat.term_id IN (${termIds}))`
      : `listing.id IN (SELECT pat.product_id FROM product_attribute_terms pat
          WHERE pat.term_id IN (${termIds}))`;
  };
  if (terms.length === 0) return attribute.operator === 'not_in' ? '1' : '0';
  if (attribute.operator === 'and') return `(${terms.map(has).join(' AND ')})`;
  const anyTerm = `(${terms.map(has).join(' OR ')})`;
  return attribute.operator === 'not_in' ? `NOT ${anyTerm}` : anyTerm;
}

/**
 * The category a group of category ids stands for when the group is that category with every
 * category below it (what the products route asks), so the category listing can answer it;
 * undefined when the group is anything else.
 */
export type WholeCategoryOf = (group: readonly number[]) => number | undefined;

/** Which category's rows of the category listing (categoryListingSchema.ts) a filter reads. */
function drivingCategory(
  filter: ProductListFilter,
  wholeCategoryOf: WholeCategoryOf,
): { category: number; group: readonly number[] } | undefined {
  const groups = filter.categoryGroups;
  if (groups === undefined || groups.length === 0) return undefined;
  const operator = filter.categoryOperator ?? 'in';
  // Any of several groups is a union: a product may be in two, so no single range lists it once.
  if (operator === 'not_in' || (operator === 'in' && groups.length > 1)) return undefined;
  for (const group of groups) {
    const category = wholeCategoryOf(group);
    if (category !== undefined) return { category, group };
  }
  return undefined;
}

/**
 * The SQL for a listing. Without a search every filter is written so that no index but the
 * sort's can serve it (a unary + on a column, EXISTS for links), so SQLite walks the sort's
 * index and stops at the page's end instead of collecting and sorting every match. A filter on
 * a whole category reads the category listing instead, whose indexes lead with the category:
 * the walk and the count then cover that category's products only. With a search (`hits`, the
 * search index's answer) SQLite starts from the hits and looks each row up by key (CROSS JOIN
 * keeps that order of the join), so a search costs its hits, not the catalogue.
 */
export function indexedListingSql(
  filter: ProductListFilter,
  wholeCategoryOf: WholeCategoryOf = () => undefined,
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
  const driving = drivingCategory(filter, wholeCategoryOf);
  if (driving !== undefined) {
    where.push('listing.category_id = ?');
    args.push(driving.category);
  }
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
      for (const group of filter.categoryGroups) {
        if (group !== driving?.group) where.push(inCategories(group));
      }
    } else if (driving === undefined) {
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
  // The attribute conditions come last, so the total can swap them for their `in` form. A
  // search's total counts its hits, a probe of each one's links, so it keeps the `exists` form.
  const countForm = hits === undefined ? 'in' : 'exists';
  // The total has no order to keep, so any index may serve its conditions (a price range
  // counts the price index's range instead of every listed product).
  const totalWhere = where.map((condition) => condition.replaceAll('+listing.', 'listing.'));
  const totalArgs = [...args];
  if (filter.type !== undefined) {
    for (const [list, values] of [
      [where, args],
      [totalWhere, totalArgs],
    ] as const) {
      list.push(`${ref('type')} = ?`);
      values.push(filter.type);
    }
  }
  for (const attribute of filter.attributes ?? []) {
    where.push(attributeCondition(attribute, args));
    totalWhere.push(attributeCondition(attribute, totalArgs, countForm));
  }
  const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const totalCondition = totalWhere.length > 0 ? `WHERE ${totalWhere.join(' AND ')}` : '';
  const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
  // By relevance: best match first (docs/decisions.md "Search ranking"), then what can be
  // bought, then what sells, then newest (as WordPress breaks ties, by date).
  const order = relevance
    ? `hits.value ->> 1 ${direction}, listing.stock = 'outofstock', listing.total_sales DESC,
       listing.date_created_gmt DESC, listing.id DESC`
    : column === 'id'
      ? `listing.id ${direction}`
      : `listing.${column} ${direction}, listing.id ${direction}`;
  const table = driving === undefined ? 'product_listing' : 'category_listing';
  const source =
    hits === undefined
      ? `${table} AS listing`
      : `json_each(?) AS hits CROSS JOIN ${table} AS listing
           ON listing.id = hits.value ->> 0`;
  const from = `FROM ${source} ${totalCondition}`;
  return {
    ids: `SELECT listing.id FROM ${source} ${condition} ORDER BY ${order}
      LIMIT @limit OFFSET @offset`,
    total: `SELECT COUNT(*) AS total ${from}`,
    args,
    totalArgs,
    from,
    narrowed: where.length > 0,
  };
}
