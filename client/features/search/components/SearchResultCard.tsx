// A product card of the results page.
import { ProductCard } from '../../catalog';
import type { SearchProduct } from '../slice';
import { HighlightedName } from './HighlightedName';

/** A product card of the results page: the shop's card, its name showing the matched words. */
export function SearchResultCard({ product, query }: { product: SearchProduct; query: string }) {
  return (
    <ProductCard product={product} title={<HighlightedName html={product.name} query={query} />} />
  );
}
