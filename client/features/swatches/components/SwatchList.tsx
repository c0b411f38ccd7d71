// A swatch list as an ARIA radio group with a roving tabindex.
import { useCallback, useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useAppDispatch } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import type { SwatchListView } from '../selectors';
import {
  moreShown,
  swatchChosen,
  swatchFocused,
  tooltipsDismissed,
  tooltipsRestored,
} from '../slice';
import { SwatchItem } from './SwatchItem';

interface SwatchListProps {
  productId: number;
  list: SwatchListView;
  labelId: string;
  idPrefix: string;
  showTooltips: boolean;
  tooltipsHidden: boolean;
}

function isRightToLeft(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/** Which way an arrow key moves among the items: +1 next, -1 previous, 0 not an arrow. */
function arrowStep(key: string, rtl: boolean): number {
  switch (key) {
    case 'ArrowDown':
      return 1;
    case 'ArrowUp':
      return -1;
    case 'ArrowLeft':
      return rtl ? 1 : -1;
    case 'ArrowRight':
      return rtl ? -1 : 1;
    default:
      return 0;
  }
}

/**
 * A swatch list as an ARIA radio group with a roving tabindex: Tab reaches one item, the arrow
 * keys move focus (wrapping; Home and End jump), Space and Enter choose. The hidden items of a
 * display limit sit behind the "more" control.
 */
export function SwatchList({
  productId,
  list,
  labelId,
  idPrefix,
  showTooltips,
  tooltipsHidden,
}: SwatchListProps) {
  const dispatch = useAppDispatch();
  const listRef = useRef<HTMLUListElement>(null);

  // The item callbacks are stable and read the latest list from here, so memoised items that
  // did not change are not rendered again on every click.
  const latest = useRef({ list, tooltipsHidden });
  useLayoutEffect(() => {
    latest.current = { list, tooltipsHidden };
  });

  const itemId = useCallback(
    (value: string) =>
      `${idPrefix}-${latest.current.list.items.findIndex((item) => item.value === value)}`,
    [idPrefix],
  );

  const choose = useCallback(
    (value: string) =>
      dispatch(swatchChosen({ productId, attribute: latest.current.list.name, value })),
    [dispatch, productId],
  );

  const restoreTooltips = useCallback(() => {
    if (latest.current.tooltipsHidden) dispatch(tooltipsRestored({ productId }));
  }, [dispatch, productId]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLLIElement>, value: string) => {
      const current = latest.current.list;
      const item = current.items.find((candidate) => candidate.value === value);
      if (!item) return;
      if (event.key === ' ' || event.key.toLowerCase() === 'enter') {
        event.preventDefault();
        if (!item.disabled) choose(value);
        return;
      }
      if (event.key === 'Escape') {
        if (!latest.current.tooltipsHidden) dispatch(tooltipsDismissed({ productId }));
        return;
      }
      const visible = current.items.filter((candidate) => !candidate.hidden);
      const position = visible.findIndex((candidate) => candidate.value === value);
      let target: number;
      if (event.key === 'Home') target = 0;
      else if (event.key === 'End') target = visible.length - 1;
      else {
        const step = arrowStep(event.key, listRef.current ? isRightToLeft(listRef.current) : true);
        if (step === 0) return;
        target = (position + step + visible.length) % visible.length;
      }
      const next = visible[target];
      if (!next) return;
      event.preventDefault();
      dispatch(swatchFocused({ productId, attribute: current.name, value: next.value }));
      document.getElementById(itemId(next.value))?.focus();
    },
    [choose, dispatch, itemId, productId],
  );

  // After "more", the first item that was hidden takes focus, so keyboard users continue where
  // the list grew; it can only take focus once the render that shows it is done.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const value = pendingFocus.current;
    if (value === null || list.moreCount > 0) return;
    pendingFocus.current = null;
    document.getElementById(itemId(value))?.focus();
  });

  const showMore = () => {
    const firstHidden = list.items.find((item) => item.hidden);
    if (firstHidden) {
      pendingFocus.current = firstHidden.value;
      dispatch(swatchFocused({ productId, attribute: list.name, value: firstHidden.value }));
    }
    dispatch(moreShown({ productId, attribute: list.name }));
  };

  return (
    <>
      <ul
        ref={listRef}
        role="radiogroup"
        aria-labelledby={labelId}
        className={[
          'variable-items-wrapper',
          `${list.type}-variable-items-wrapper`,
          'wvs-style-squared',
          list.moreCount > 0 ? 'enabled-display-limit-mode' : '',
          list.items.some((item) => item.stockLeft && !item.hidden) ? 'has-stock-left-info' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        data-attribute_name={list.name}
        data-attribute_values={JSON.stringify(list.items.map((item) => item.value))}
      >
        {list.items.map((item, index) => (
          <SwatchItem
            key={item.value}
            item={item}
            listType={list.type}
            listName={list.name}
            idPrefix={`${idPrefix}-${index}`}
            showTooltip={showTooltips}
            onChoose={choose}
            onKeyDown={onKeyDown}
            onFocus={restoreTooltips}
            onPointerEnter={restoreTooltips}
          />
        ))}
      </ul>
      {list.moreCount > 0 && (
        <button
          type="button"
          className="woo-variation-swatches-variable-item-more"
          onClick={showMore}
        >
          {/* translators: %s: number of hidden options, in Persian digits */}
          {sprintf(__('+%s More'), formatNumber(list.moreCount))}
          <span className="visually-hidden"> ({list.label})</span>
        </button>
      )}
    </>
  );
}
