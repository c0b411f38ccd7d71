// The header search box as the server draws it: a plain input in the GET form, which searches
// without JavaScript. The combobox, its slice and its saga (searchBox.ts) arrive the first time
// the shopper focuses or types in it, and take its place with what was typed and the caret.
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { SEARCH_INPUT_ATTRIBUTES, SEARCH_LISTBOX_ID, SEARCH_STATUS_ID } from '../ids';
import type * as SearchBoxChunk from '../searchBox';
import type { SearchState } from '../slice';
import '../search.css';

type SearchBoxModule = typeof SearchBoxChunk;

export const loadSearchBox = (): Promise<SearchBoxModule> =>
  import(/* webpackChunkName: "search-box" */ '../searchBox');

// Once loaded, every later header (a new page, a remount) draws the combobox at once.
let loaded: SearchBoxModule | null = null;

interface Swapped {
  module: SearchBoxModule;
  caret: number | undefined;
}

/** The search slice's text before the box has loaded: the results page's query, or nothing. */
function selectBoxText(state: { search?: SearchState }): string {
  return state.search?.text ?? '';
}

export interface SearchBoxParts {
  box: ReactNode;
  /** Enter or the button with the app running; null until then (the form posts as it is). */
  submit: (() => void) | null;
}

export function useSearchBox(placeholder: string): SearchBoxParts {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const text = useAppSelector(selectBoxText);
  const [swapped, setSwapped] = useState<Swapped | null>(() =>
    loaded ? { module: loaded, caret: undefined } : null,
  );
  const loading = useRef(false);

  const activate = (input: HTMLInputElement) => {
    if (loading.current || swapped) return;
    loading.current = true;
    loadSearchBox()
      .then((module) => {
        loaded = module;
        // The search page brings the slice and saga itself; elsewhere they come now.
        if (!('search' in store.getState())) store.addPage({ features: [module.searchBoxFeature] });
        // Read now, not when loading began: the shopper may have typed on meanwhile.
        if (input.value !== selectBoxText(store.getState())) {
          store.dispatch(module.textChanged(input.value));
        }
        const focused = document.activeElement === input;
        const caret = focused ? (input.selectionStart ?? undefined) : undefined;
        // Drawn in this task: a keystroke in a later one would go to the plain box being replaced.
        flushSync(() => setSwapped({ module, caret }));
      })
      .catch((error: unknown) => {
        // The plain form still searches; the next focus tries again.
        console.error('The search box could not be loaded:', error);
        loading.current = false;
      });
  };

  if (swapped) {
    const { SearchCombobox, searchSubmitted } = swapped.module;
    return {
      box: <SearchCombobox placeholder={placeholder} caret={swapped.caret} />,
      submit: () => dispatch(searchSubmitted()),
    };
  }
  // The combobox's markup while closed, so the page hydrates and nothing moves at the swap.
  return {
    box: (
      <div className="search-combobox">
        <input
          // A new query from the store (the results page) redraws the box with it.
          key={text}
          {...SEARCH_INPUT_ATTRIBUTES}
          aria-expanded={false}
          defaultValue={text}
          onFocus={(event) => activate(event.currentTarget)}
          onPointerDown={(event) => activate(event.currentTarget)}
          onInput={(event) => activate(event.currentTarget)}
          placeholder={placeholder}
        />
        <div className="search-popup" hidden>
          <ul
            id={SEARCH_LISTBOX_ID}
            role="listbox"
            aria-label={__('Search suggestions')}
            className="search-listbox"
            hidden
          />
        </div>
        <p
          id={SEARCH_STATUS_ID}
          className="visually-hidden"
          aria-live="polite"
          aria-atomic="true"
        />
      </div>
    ),
    submit: null,
  };
}
