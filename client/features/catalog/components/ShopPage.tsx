import { useAppSelector } from '../../../app/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { htmlToText } from '../../../ui/html';
import { PageLinks } from '../../../ui/pageLinks/PageLinks';
import { NotFoundPage } from '../../shell';
import { selectShopPageMissing, selectShopView } from '../selectors';
import { shopHref } from '../shopQuery';
import { CatalogLoadFailure } from './LoadFailure';
import { ProductCard } from './ProductCard';

/** The cards a phone or a desktop shows before scrolling (two rows of two, one row of four). */
const FIRST_ROW = 4;

/** The shop, or one category of it: a grid of product cards with page links. */
export function ShopPage() {
  const view = useAppSelector(selectShopView);
  // An unknown category or a page past the last is the 404 page (app/pageStatus.ts).
  const missing = useAppSelector(selectShopPageMissing);
  const { query, category, status, products } = view;
  const heading = category ? htmlToText(category.name) : __('Shop');
  const loading = status === 'loading' && products.length === 0;
  if (missing) return <NotFoundPage />;
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
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} aboveTheFold={index < FIRST_ROW} />
              </li>
            ))}
          </ul>
          <PageLinks
            current={query.page}
            total={view.totalPages}
            hrefFor={(page) => shopHref({ category: query.category, page })}
            label={__('Product pages')}
          />
        </>
      )}
    </div>
  );
}
