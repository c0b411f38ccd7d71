// /search?s=…&page=n.
import { useMemo, useState, type ComponentType } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { selectSearchResults } from '../selectors';
import { RESULT_SORTINGS, searchHref, type ResultSorting } from '../searchUrl';
import { MIN_QUERY_LENGTH } from '../searchText';
import { searchResultsReloadRequested, type NoMatchHelp } from '../slice';
import { navigate, paths } from '../../route';
import {
  choiceFromSearch,
  filtersChosen,
  NO_CHOICE,
  searchCollectionKey,
  searchFromChoice,
  type ListingChoice,
} from '../../../kernel/listingQuery';
import type { FilterScope } from '../../listing';
import { SearchResultCard } from './SearchResultCard';
import '../../listing/listing.css';

/**
 * The shop listing's filter form and its phone button. The page module hands them in
 * (app/pages/search.tsx), so they arrive with this page's chunk, not the main one that the
 * search box is in.
 */
export interface ResultFilterParts {
  Form: ComponentType<{
    choice: ListingChoice;
    category: string;
    open: boolean;
    onApplied: () => void;
    scope?: FilterScope;
  }>;
  Toggle: ComponentType<{ open: boolean; chosen: boolean; onToggle: () => void }>;
}

/** /search?s=…&page=n: every product that matched, a page at a time, sorted and filtered. */
export function SearchResultsPage({ filterParts }: { filterParts?: ResultFilterParts }) {
  const FilterForm = filterParts?.Form;
  const FiltersToggle = filterParts?.Toggle;
  const view = useAppSelector(selectSearchResults);
  const dispatch = useAppDispatch();
  const { text, query, status, products } = view;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const choice = useMemo(() => choiceFromSearch(view.filters), [view.filters]);
  // The shop's filter form over what the search found: its choice goes into this page's URL.
  const scope = useMemo<FilterScope>(
    () => ({
      countsKey: searchCollectionKey(text, choice),
      action: paths.search,
      hidden: {
        s: text.trim(),
        ...(view.sorting !== 'relevance' ? { orderby: view.sorting } : {}),
      },
      hrefOf: (chosen) => searchHref(text, 1, view.sorting, searchFromFilters(chosen)),
    }),
    [text, choice, view.sorting],
  );
  const filtered = filtersChosen(choice);
  const heading =
    text.trim() === '' ? __('Search results') : sprintf(__('Search results for “%s”'), text.trim());
  return (
    <div className="page page--search search-results">
      <h1>{heading}</h1>
      {query === '' && (
        <p>
          {sprintf(__('Type at least %s characters to search.'), formatNumber(MIN_QUERY_LENGTH))}
        </p>
      )}
      {status === 'loading' && products.length === 0 && (
        <p className="loading" aria-busy="true">
          {__('Searching the products…')}
        </p>
      )}
      {status === 'failed' && (
        <div className="load-failure" role="alert">
          <p>{view.error}</p>
          <button
            type="button"
            className="button"
            onClick={() => dispatch(searchResultsReloadRequested())}
          >
            {__('Try again')}
          </button>
        </div>
      )}
      {status === 'loaded' && products.length === 0 && !filtered && (
        <>
          <p className="empty">
            {__('Nothing matched your search. Check the spelling or try other words.')}
          </p>
          {view.noMatch && <NoMatchHelpView help={view.noMatch} />}
        </>
      )}
      {query !== '' && (products.length > 0 || filtered) && (
        <>
          <div className="listing-bar">
            <p className="search-results__count" aria-live="polite">
              {status === 'loaded' || products.length > 0
                ? sprintf(__('%s products found'), formatNumber(view.total))
                : ''}
            </p>
            <ResultSortingSelect
              sorting={view.sorting}
              onChange={(sorting) => dispatch(navigate(searchHref(text, 1, sorting, view.filters)))}
            />
            {FiltersToggle && (
              <FiltersToggle
                open={filtersOpen}
                chosen={filtered}
                onToggle={() => setFiltersOpen(!filtersOpen)}
              />
            )}
          </div>
          <div className="listing-layout">
            {FilterForm && (
              <FilterForm
                choice={choice}
                category=""
                open={filtersOpen}
                onApplied={() => setFiltersOpen(false)}
                scope={scope}
              />
            )}
            <div className="listing-results">
              {status === 'loaded' && products.length === 0 && (
                <p className="empty">{__('No product found matches these filters.')}</p>
              )}
              {products.length > 0 && (
                <ul className="product-grid" aria-busy={status === 'loading'}>
                  {products.map((product) => (
                    <li key={product.id}>
                      <SearchResultCard product={product} query={query} />
                    </li>
                  ))}
                </ul>
              )}
              <ResultPages
                text={text}
                page={view.page}
                sorting={view.sorting}
                filters={view.filters}
                totalPages={view.totalPages}
              />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/** The URL spelling of a choice's filters alone (the results page keeps its own sorting). */
function searchFromFilters(choice: ListingChoice): string {
  return searchFromChoice({ ...choice, sorting: NO_CHOICE.sorting });
}

/** A search that found nothing: the nearby query as a link, and the main categories. */
function NoMatchHelpView({ help }: { help: NoMatchHelp }) {
  return (
    <>
      {help.suggestion !== null && (
        <p className="search-results__did-you-mean">
          {__('Did you mean:')} <a href={searchHref(help.suggestion)}>{help.suggestion}</a>
        </p>
      )}
      {help.categories.length > 0 && (
        <nav className="search-results__categories" aria-labelledby="search-main-categories">
          <h2 id="search-main-categories">{__('Browse the main categories')}</h2>
          <ul>
            {help.categories.map((category) => (
              <li key={category.slug}>
                <a href={paths.shopPage(1, category.slug)}>{category.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

const SORTING_LABELS: Record<ResultSorting, () => string> = {
  relevance: () => __('Best match'),
  popularity: () => __('Best selling'),
  date: () => __('Newest'),
  price: () => __('Cheapest'),
  'price-desc': () => __('Most expensive'),
};

/** The results' ordering, kept in the URL (orderby) as the shop listing keeps its own. */
function ResultSortingSelect({
  sorting,
  onChange,
}: {
  sorting: ResultSorting;
  onChange: (sorting: ResultSorting) => void;
}) {
  return (
    <div className="listing-sorting search-results__sorting">
      <label htmlFor="search-orderby">{__('Sort results by')}</label>
      <select
        id="search-orderby"
        name="orderby"
        value={sorting}
        onChange={(event) => onChange(event.target.value as ResultSorting)}
      >
        {RESULT_SORTINGS.map((each) => (
          <option key={each} value={each}>
            {SORTING_LABELS[each]()}
          </option>
        ))}
      </select>
    </div>
  );
}

function ResultPages({
  text,
  page,
  sorting,
  filters,
  totalPages,
}: {
  text: string;
  page: number;
  sorting: ResultSorting;
  filters: string;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav className="pagination search-results__pages" aria-label={__('Search result pages')}>
      <ul>
        {pages.map((number) => (
          <li key={number}>
            <a
              href={searchHref(text, number, sorting, filters)}
              aria-current={number === page ? 'page' : undefined}
            >
              <span className="visually-hidden">{__('Results page')} </span>
              {formatNumber(number)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
