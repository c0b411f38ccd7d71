// The header's search: the search feature's combobox and a button, in a form that still searches
// without JavaScript.
import type { FormEvent } from 'react';
import { __ } from '../../../i18n';
import { SearchIcon } from '../../../ui/icons';
import { paths } from '../../route';
import { SEARCH_INPUT_ID, useSearchBox } from '../../search';

// Still a plain GET form to /search?s=…, so it works before (or without) JavaScript. Once the
// search box has loaded (its first focus), the search saga decides what Enter opens: the
// highlighted product or the results page.
export function SearchForm() {
  const { box, submit } = useSearchBox(__('Search products…'));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!submit) return;
    event.preventDefault();
    submit();
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
      {box}
      <button type="submit" className="search-form__submit">
        <SearchIcon />
        <span className="visually-hidden">{__('Search')}</span>
      </button>
    </form>
  );
}
