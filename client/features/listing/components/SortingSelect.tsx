// WooCommerce's catalogue ordering.
import { useAppDispatch } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { SORTINGS, type ListingChoice, type Sorting } from '../../../kernel/listingQuery';
import { listingChosen } from '../slice';

const LABELS: Record<Sorting, () => string> = {
  menu_order: () => __('Default sorting'),
  popularity: () => __('Sort by popularity'),
  rating: () => __('Sort by average rating'),
  date: () => __('Sort by latest'),
  price: () => __('Sort by price: low to high'),
  'price-desc': () => __('Sort by price: high to low'),
};

/** WooCommerce's catalogue ordering: a labelled select that reorders the list when changed. */
export function SortingSelect({ choice }: { choice: ListingChoice }) {
  const dispatch = useAppDispatch();
  return (
    <div className="listing-sorting">
      <label htmlFor="listing-orderby">{__('Sort by')}</label>
      <select
        id="listing-orderby"
        name="orderby"
        value={choice.sorting}
        onChange={(event) =>
          dispatch(listingChosen({ ...choice, sorting: event.target.value as Sorting }))
        }
      >
        {SORTINGS.map((sorting) => (
          <option key={sorting} value={sorting}>
            {LABELS[sorting]()}
          </option>
        ))}
      </select>
    </div>
  );
}
