// The shop, or one category of it.
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { htmlToText } from '../../../ui/html';
import { PageLinks } from '../../../ui/pageLinks/PageLinks';
import {
  CatalogLoadFailure,
  ProductCard,
  selectShopPageMissing,
  selectShopView,
  shopHref,
} from '../../catalog';
import { NotFoundPage } from '../../shell';
import { choiceFromSearch, filtersChosen } from '../../../kernel/listingQuery';
import { CardAction } from './CardAction';
import { FilterForm, FiltersToggle } from './FilterForm';
import { SortingSelect } from './SortingSelect';
import '../listing.css';

/** The cards a phone or a desktop shows before scrolling (two rows of two, one row of four). */
const FIRST_ROW = 4;

/**
 * The shop, or one category of it: sorting and filters (the URL's query holds them), a grid of
 * product cards with their own add-to-cart or choose-options button, and page links.
 */
export function ShopPage() {
  const view = useAppSelector(selectShopView);
  // An unknown category or a page past the last is the 404 page (app/pageStatus.ts).
  const missing = useAppSelector(selectShopPageMissing);
  const { query, category, status, products } = view;
  const choice = useMemo(() => choiceFromSearch(query.filters), [query.filters]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const heading = category ? htmlToText(category.name) : __('Shop');
  const loading = status === 'loading' && products.length === 0;
  if (missing) return <NotFoundPage />;
  return (
    <div className="page page--shop">
      <h1>{heading}</h1>
      <div className="listing-bar">
        <p className="product-count" aria-live="polite">
          {status === 'loaded' || products.length > 0
            ? /* translators: %s: number of products, in Persian digits */
              sprintf(__('%s products'), formatNumber(view.total))
            : ''}
        </p>
        <SortingSelect choice={choice} />
        <FiltersToggle
          open={filtersOpen}
          chosen={filtersChosen(choice)}
          onToggle={() => setFiltersOpen(!filtersOpen)}
        />
      </div>
      <div className="listing-layout">
        <FilterForm
          choice={choice}
          category={query.category}
          open={filtersOpen}
          onApplied={() => setFiltersOpen(false)}
        />
        <div className="listing-results">
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
              <ul className="product-grid" aria-busy={status === 'loading'}>
                {products.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} aboveTheFold={index < FIRST_ROW}>
                      <CardAction product={product} />
                    </ProductCard>
                  </li>
                ))}
              </ul>
              <PageLinks
                current={query.page}
                total={view.totalPages}
                hrefFor={(page) =>
                  shopHref({ category: query.category, page, filters: query.filters })
                }
                label={__('Product pages')}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
