import { useAppSelector } from '../../../app/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { htmlToText } from '../../../ui/html';
import { selectShopView } from '../selectors';
import { CatalogLoadFailure } from './LoadFailure';
import { Pagination } from './Pagination';
import { ProductCard } from './ProductCard';

/** The shop, or one category of it: a grid of product cards with page links. */
export function ShopPage() {
  const view = useAppSelector(selectShopView);
  const { query, category, status, products } = view;
  const heading = category ? htmlToText(category.name) : __('Shop');
  const loading = status === 'loading' && products.length === 0;
  return (
    <div className="page page--shop">
      <h1>{heading}</h1>
      {loading && (
        <p className="loading" aria-busy="true">
          {__('Loading products…')}
        </p>
      )}
      {status === 'failed' && <CatalogLoadFailure message={view.error} />}
      {status === 'loaded' && products.length === 0 && (
        <p className="empty">{__('No products were found matching your selection.')}</p>
      )}
      {products.length > 0 && (
        <>
          <p className="product-count">
            {/* translators: %s: number of products, in Persian digits */}
            {sprintf(__('%s products'), formatNumber(view.total))}
          </p>
          <ul className="product-grid" aria-busy={status === 'loading'}>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
          <Pagination query={query} totalPages={view.totalPages} />
        </>
      )}
    </div>
  );
}
