// Which filter choices the form offers: a term no product of this listing has (count ۰) leads to
// an empty page, so it is left out, as WooCommerce's filter blocks hide empty terms. A term the
// shopper has ticked stays, so it can be unticked.
import type { FilterTerm } from './slice';

export interface OfferedTerm {
  term: FilterTerm;
  count: number;
}

/** `counts`: this listing's own counts once known; the shop's own term counts until then. */
export function offeredTerms(
  terms: readonly FilterTerm[],
  counts: Readonly<Record<number, number>> | null,
  checked: readonly string[],
): OfferedTerm[] {
  return terms
    .map((term) => ({ term, count: counts ? (counts[term.id] ?? 0) : term.count }))
    .filter(({ term, count }) => count > 0 || checked.includes(term.slug));
}
