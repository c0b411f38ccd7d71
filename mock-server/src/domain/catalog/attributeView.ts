// The global attributes and their terms in the Store API's shapes (WooCommerce 9.9's
// ProductAttributeSchema and TermSchema), for the shop page's filters.
import type { StoreTerm, StoreProductAttributeDefinition } from '../../../../contracts/store';
import type { AttributeTermsRepository } from '../../storage/attributeTerms';

export type TermOrderBy = 'id' | 'name' | 'slug' | 'count' | 'menu_order';

export function storeAttributes(
  repository: AttributeTermsRepository,
): StoreProductAttributeDefinition[] {
  return repository.attributes().map((row) => ({
    id: row.id,
    name: row.label,
    taxonomy: row.taxonomy,
    type: 'select',
    order: 'menu_order',
    has_archives: false,
    count: row.termCount,
  }));
}

const COMPARE: Record<
  TermOrderBy,
  (a: StoreTerm & { menuOrder: number }, b: StoreTerm & { menuOrder: number }) => number
> = {
  id: (a, b) => a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name, 'fa'),
  slug: (a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0),
  count: (a, b) => a.count - b.count,
  menu_order: (a, b) => a.menuOrder - b.menuOrder,
};

/** The terms of one attribute; null when there is no such attribute. */
export function storeAttributeTerms(
  repository: AttributeTermsRepository,
  attributeId: number,
  order: { orderBy: TermOrderBy; order: 'asc' | 'desc' },
): StoreTerm[] | null {
  const rows = repository.terms(attributeId);
  if (rows === null) return null;
  const terms = rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: '',
    parent: 0,
    count: row.productCount,
    menuOrder: row.menuOrder,
  }));
  const compare = COMPARE[order.orderBy];
  terms.sort((a, b) => (order.order === 'desc' ? compare(b, a) : compare(a, b)) || a.id - b.id);
  return terms.map(({ menuOrder: _menuOrder, ...term }) => term);
}
