// The header's search: the search feature's combobox and a button, in a form that still searches
// without JavaScript.
import type { FormEvent } from 'react';
import { useAppDispatch } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { SearchIcon } from '../../../ui/icons';
import { paths } from '../../route';
import { SEARCH_INPUT_ID, SearchCombobox, searchSubmitted } from '../../search';

// Still a plain GET form to /search?s=…, so it works before (or without) JavaScript. With the app
// running, the search saga decides what Enter opens: the highlighted product or the results page.
export function SearchForm() {
  const dispatch = useAppDispatch();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(searchSubmitted());
  };
  return (
    <form
      className="search-form"
      role="search"
      action={paths.search}
      method="get"
      onSubmit={onSubmit}
    >
      <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
        {__('Search the shop')}
      </label>
      <SearchCombobox placeholder={__('Search products…')} />
      <button type="submit" className="search-form__submit">
        <SearchIcon />
        <span className="visually-hidden">{__('Search')}</span>
      </button>
    </form>
  );
}
