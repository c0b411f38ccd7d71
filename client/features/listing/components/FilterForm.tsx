// The filters.
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { shopHref } from '../../catalog';
import { refine } from '../../route';
import {
  choiceFromSearch,
  collectionKey,
  filtersChosen,
  searchFromChoice,
  type ListingChoice,
} from '../../../kernel/listingQuery';
import { offeredTerms } from '../offeredTerms';
import { listingChosen, type ListingState } from '../slice';

const FORM_ID = 'listing-filters';

/**
 * Where the form's choice goes when it filters another list than a shop page (the search
 * results): its counts' key, the GET form's action and hidden fields, the URL of a choice.
 */
export interface FilterScope {
  countsKey: string;
  action: string;
  hidden: Record<string, string>;
  hrefOf(choice: ListingChoice): string;
}

const selectAttributes = (state: { listing: ListingState }) => state.listing.options.attributes;

/** One end of the price range, in Persian digits; empty when the shopper set none. */
function PriceField(props: {
  label: string;
  name: 'min_price' | 'max_price';
  value: number | null;
  placeholder: number | undefined;
}) {
  return (
    <label>
      <span>{props.label}</span>
      <input
        name={props.name}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={props.value === null ? '' : formatNumber(props.value)}
        placeholder={props.placeholder === undefined ? undefined : formatNumber(props.placeholder)}
      />
    </label>
  );
}

/**
 * The filters: price range, the shop's attributes (colour, size, …) and "in stock only". A plain
 * GET form whose fields are the URL's own arguments, so it works before the script arrives; with
 * the script the choice goes into the URL without a reload. On a phone it folds behind one
 * button (a disclosure), so the products stay near the top.
 */
export function FilterForm({
  choice,
  category,
  open,
  onApplied,
  scope,
}: {
  choice: ListingChoice;
  category: string;
  /** Another list than the shop's (the search results); the shop page's without it. */
  scope?: FilterScope;
  /** On a phone: whether the disclosure shows it (wider screens always do). */
  open: boolean;
  /** The choice went into the URL (a phone folds the form, so the products show). */
  onApplied: () => void;
}) {
  const dispatch = useAppDispatch();
  const attributes = useAppSelector(selectAttributes);
  // This listing's own counts once collection-data answered; the shop's until then.
  const collection = useAppSelector(
    (state) => state.listing.collections[scope?.countsKey ?? collectionKey(category, choice)],
  );
  const counts = collection?.status === 'loaded' ? collection.termCounts : null;
  const range = collection?.priceRange ?? null;
  const chosen = filtersChosen(choice);
  // Fields start from the URL; a new URL (back, a shared link) starts them again.
  const formKey = searchFromChoice(choice);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new URLSearchParams();
    new FormData(event.currentTarget).forEach((value, name) => {
      if (typeof value === 'string') fields.append(name, value);
    });
    const chosenNow = choiceFromSearch(fields.toString());
    dispatch(scope ? refine(scope.hrefOf(chosenNow)) : listingChosen(chosenNow));
    onApplied();
  };
  const cleared = { ...choice, minPrice: null, maxPrice: null, terms: {}, inStockOnly: false };
  const clearedHref = scope
    ? scope.hrefOf(cleared)
    : shopHref({ category, filters: searchFromChoice(cleared) });
  return (
    <form
      key={formKey}
      id={FORM_ID}
      className={`listing-filters${open ? ' listing-filters--open' : ''}`}
      method="get"
      action={scope?.action ?? shopHref({ category })}
      onSubmit={onSubmit}
      aria-label={__('Filter products')}
    >
      {!scope && choice.sorting !== 'menu_order' && (
        <input type="hidden" name="orderby" value={choice.sorting} />
      )}
      {Object.entries(scope?.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="listing-filters__group listing-filters__price">
        <legend>{__('Price (Toman)')}</legend>
        <PriceField
          label={__('From')}
          name="min_price"
          value={choice.minPrice}
          placeholder={range?.min}
        />
        <PriceField
          label={__('To')}
          name="max_price"
          value={choice.maxPrice}
          placeholder={range?.max}
        />
      </fieldset>
      {attributes.map((attribute) => {
        const checked = choice.terms[attribute.taxonomy] ?? [];
        const offered = offeredTerms(attribute.terms, counts, checked);
        if (offered.length === 0) return null;
        return (
          <fieldset key={attribute.taxonomy} className="listing-filters__group">
            <legend>{attribute.name}</legend>
            <ul className="listing-filters__terms">
              {offered.map(({ term, count }) => (
                <li key={term.slug}>
                  <label>
                    <input
                      type="checkbox"
                      name={`filter_${attribute.taxonomy.replace(/^pa_/, '')}`}
                      value={term.slug}
                      defaultChecked={checked.includes(term.slug)}
                    />
                    {/* translators: 1: term name, 2: number of products, in Persian digits */}
                    {sprintf(__('%1$s (%2$s)'), term.name, formatNumber(count))}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      <label className="listing-filters__stock">
        <input
          type="checkbox"
          name="filter_stock_status"
          value="instock"
          defaultChecked={choice.inStockOnly}
        />
        {__('In stock only')}
      </label>
      <div className="listing-filters__actions">
        <button type="submit" className="button">
          {__('Apply filters')}
        </button>
        {chosen && (
          <a
            className="listing-filters__clear"
            href={clearedHref}
            onClick={(event) => {
              event.preventDefault();
              dispatch(scope ? refine(clearedHref) : listingChosen(cleared));
            }}
          >
            {__('Clear filters')}
          </a>
        )}
      </div>
    </form>
  );
}

/** The phone's one button in front of the filters (a disclosure: the form opens in place). */
export function FiltersToggle({
  open,
  chosen,
  onToggle,
}: {
  open: boolean;
  chosen: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="listing-button listing-filters-toggle"
      aria-expanded={open}
      aria-controls={FORM_ID}
      onClick={onToggle}
    >
      {chosen ? __('Filters (on)') : __('Filters')}
    </button>
  );
}
