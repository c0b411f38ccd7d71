import { useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { SearchIcon } from '../../../ui/icons';
import { paths } from '../../route/routes';
import { selectPage } from '../../route/selectors';

// A plain GET form: it works without JavaScript and the server answers /search?s=… with the app.
export function SearchForm() {
  const page = useAppSelector(selectPage);
  const query = page.name === 'search' ? page.query : '';
  return (
    <form className="search-form" role="search" action={paths.search} method="get">
      <label htmlFor="site-search" className="visually-hidden">
        {__('Search the shop')}
      </label>
      <input
        key={query}
        id="site-search"
        className="search-form__input"
        type="search"
        name="s"
        defaultValue={query}
        placeholder={__('Search products…')}
        autoComplete="off"
      />
      <button type="submit" className="search-form__submit">
        <SearchIcon />
        <span className="visually-hidden">{__('Search')}</span>
      </button>
    </form>
  );
}
