// The header search box as an ARIA 1.2 combobox.
import { lazy, Suspense, useEffect, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { selectSearch } from '../selectors';
import { searchQueryOf } from '../searchText';
import { searchHref } from '../searchUrl';
import {
  dropdownClosed,
  dropdownOpened,
  highlightMoved,
  highlightSet,
  suggestionChosen,
  textChanged,
  type SearchState,
} from '../slice';
import { SEARCH_INPUT_ATTRIBUTES, SEARCH_LISTBOX_ID, SEARCH_STATUS_ID } from '../ids';
import { optionId } from './optionId';
import '../search.css';

// In the deferred chunk with the features the first paint does not need (app/deferred.tsx).
const SuggestionOptions = lazy(
  () => import(/* webpackChunkName: "deferred" */ './SuggestionOptions'),
);

export { SEARCH_INPUT_ID } from '../ids';

/** What the polite live region says about the instant results; '' while closed. */
function statusText(search: SearchState): string {
  if (!search.dropdownOpen) return '';
  switch (search.status) {
    case 'loading':
      return __('Searching…');
    case 'failed':
      return search.error ?? '';
    case 'loaded': {
      const shown = search.suggestions.length;
      if (shown === 0) return __('No products matched your search.');
      return search.total > shown
        ? sprintf(
            __(
              '%1$s of %2$s products shown. Use the up and down arrow keys to choose one, or press Enter to see all.',
            ),
            formatNumber(shown),
            formatNumber(search.total),
          )
        : sprintf(
            __('%s products found. Use the up and down arrow keys to choose one.'),
            formatNumber(shown),
          );
    }
    default:
      return '';
  }
}

/**
 * The header search box as an ARIA 1.2 combobox: the input keeps focus, the listbox of instant
 * results pops up under it, the arrow keys move the highlight (aria-activedescendant), Enter
 * submits the form (the saga opens the highlighted product or the results page), Escape closes
 * and keeps the text, leaving the box (Tab or a click elsewhere) closes.
 */
export function SearchCombobox({
  placeholder,
  caret,
}: {
  placeholder: string;
  /** Where the caret was in the box it replaces, when that box had the focus (SearchBox.tsx). */
  caret?: number | undefined;
}) {
  const search = useAppSelector(selectSearch);
  const input = useRef<HTMLInputElement>(null);
  // Replacing the server's box while the shopper types in it: the focus and caret stay theirs.
  useEffect(() => {
    if (caret === undefined || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(caret, caret);
    // Only when it mounts: later renders never take the focus.
  }, []);
  const dispatch = useAppDispatch();
  const { dropdownOpen, suggestions, highlighted } = search;
  const expanded = dropdownOpen;
  const activeId =
    expanded && highlighted >= 0 ? optionId(SEARCH_LISTBOX_ID, highlighted) : undefined;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    dispatch(textChanged(event.target.value));
  };

  const openOrSearch = () => {
    // After an Escape that stopped a lookup there is nothing to reopen: look the text up again.
    if (search.status === 'idle' && searchQueryOf(search.text) !== '') {
      dispatch(textChanged(search.text));
    } else {
      dispatch(dropdownOpened());
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && event.key === 'ArrowDown') {
      event.preventDefault();
      openOrSearch();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) openOrSearch();
      else dispatch(highlightMoved(event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape' && expanded) {
      // Without this, a search input also clears its text on Escape.
      event.preventDefault();
      dispatch(dropdownClosed());
    }
  };

  // Tab away or a click anywhere else. (Options keep the focus here: see SuggestionOption.)
  const onBlur = () => {
    if (expanded) dispatch(dropdownClosed());
  };

  const query = search.query;
  const showList = expanded && suggestions.length > 0;
  const more = search.status === 'loaded' && search.total > suggestions.length;
  // Loading, nothing found or failed: said in the popup too (the live region is invisible).
  const visibleStatus = expanded && !showList ? statusText(search) : '';

  return (
    <div className="search-combobox">
      <input
        ref={input}
        {...SEARCH_INPUT_ATTRIBUTES}
        aria-expanded={expanded}
        aria-activedescendant={activeId}
        value={search.text}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onClick={() => {
          if (!expanded) dispatch(dropdownOpened());
        }}
        placeholder={placeholder}
      />
      <div className="search-popup" hidden={!expanded}>
        {visibleStatus !== '' && (
          <p
            className={`search-popup__status${search.status === 'failed' ? ' search-popup__status--error' : ''}`}
            aria-hidden="true"
          >
            {visibleStatus}
          </p>
        )}
        <ul
          id={SEARCH_LISTBOX_ID}
          role="listbox"
          aria-label={__('Search suggestions')}
          className="search-listbox"
          hidden={!showList}
        >
          {showList && (
            <Suspense fallback={null}>
              <SuggestionOptions
                listboxId={SEARCH_LISTBOX_ID}
                suggestions={suggestions}
                query={query}
                highlighted={highlighted}
                onChoose={(index) => dispatch(suggestionChosen(index))}
                onPoint={(index) => dispatch(highlightSet(index))}
              />
            </Suspense>
          )}
        </ul>
        {showList && more && (
          // For the pointer; keyboard users press Enter, as the live region tells them.
          <a
            className="search-popup__more"
            href={searchHref(search.text)}
            tabIndex={-1}
            aria-hidden="true"
            onMouseDown={(event) => event.preventDefault()}
          >
            {sprintf(__('See all %s results'), formatNumber(search.total))}
          </a>
        )}
      </div>
      {/* A bare live region, not role=status: the page's notices own the one status landmark. */}
      <p id={SEARCH_STATUS_ID} className="visually-hidden" aria-live="polite" aria-atomic="true">
        {statusText(search)}
      </p>
    </div>
  );
}
