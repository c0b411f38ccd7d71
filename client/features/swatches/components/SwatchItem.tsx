// One swatch of a variation's list (colour, image, button or radio), an ARIA radio that a click
// redraws only when it looks different.
import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { __ } from '../../../i18n';
import type { SwatchItemView, SwatchListView } from '../selectors';

export interface SwatchItemProps {
  item: SwatchItemView;
  listType: SwatchListView['type'];
  listName: string;
  idPrefix: string;
  showTooltip: boolean;
  /** Stable callbacks (they read the latest list themselves), so memo can skip unchanged items. */
  onChoose(value: string): void;
  onKeyDown(event: KeyboardEvent<HTMLLIElement>, value: string): void;
  onFocus(): void;
  onPointerEnter(): void;
}

function classNames(item: SwatchItemView, type: string): string {
  return [
    'variable-item',
    `${type}-variable-item`,
    `${type}-variable-item-${item.value}`,
    item.selected && 'selected',
    item.disabled && 'disabled',
    item.noStock && 'no-stock',
  ]
    .filter(Boolean)
    .join(' ');
}

/** What assistive technology hears after the name: the tooltip suffix or "out of stock", and the stock left. */
function description(item: SwatchItemView): string {
  const stock = item.tooltipSuffix || (item.outOfStock ? __('Out of stock') : '');
  return [stock, item.stockLeft ?? ''].filter((part) => part !== '').join('، ');
}

/** What a swatch shows: a colour, a picture, or its title (with a radio mark for a radio list). */
export function SwatchContents({
  item,
  type,
}: {
  item: Pick<SwatchItemView, 'title' | 'color' | 'imageSrc'>;
  type: SwatchListView['type'];
}) {
  switch (type) {
    case 'color':
      return (
        <span
          className="variable-item-span variable-item-span-color"
          style={{ background: item.color ?? undefined }}
        />
      );
    case 'image':
      return item.imageSrc ? (
        <img className="variable-item-image" src={item.imageSrc} alt="" aria-hidden="true" />
      ) : (
        <span className="variable-item-span variable-item-span-button">{item.title}</span>
      );
    case 'radio':
      return (
        <>
          <span className="variable-item-radio-mark" aria-hidden="true" />
          <span className="variable-item-span variable-item-span-radio">{item.title}</span>
        </>
      );
    case 'button':
      return <span className="variable-item-span variable-item-span-button">{item.title}</span>;
  }
}

/**
 * One swatch: an ARIA radio named by its Persian title. Disabled items stay reachable with the
 * arrow keys (so their reason can be heard) but take no click, Space or Enter.
 */
export function SwatchItemElement(props: SwatchItemProps) {
  const { item, listType, listName, idPrefix, showTooltip } = props;
  const describedBy = `${idPrefix}-desc`;
  const hint = description(item);
  const onClick = (event: MouseEvent<HTMLLIElement>) => {
    event.preventDefault();
    if (!item.disabled) props.onChoose(item.value);
  };
  return (
    <li
      id={idPrefix}
      className={classNames(item, listType)}
      role="radio"
      aria-checked={item.selected}
      aria-disabled={item.disabled || undefined}
      aria-label={item.title}
      aria-describedby={hint ? describedBy : undefined}
      tabIndex={item.tabbable ? 0 : -1}
      hidden={item.hidden}
      data-value={item.value}
      data-title={item.title}
      data-attribute_name={listName}
      data-wvstooltip={showTooltip ? item.tooltip : undefined}
      onClick={onClick}
      onKeyDown={(event) => props.onKeyDown(event, item.value)}
      onFocus={props.onFocus}
      onMouseEnter={props.onPointerEnter}
    >
      <div className="variable-item-contents">
        <SwatchContents item={item} type={listType} />
      </div>
      {item.stockLeft && (
        <span className="wvs-stock-left-info" aria-hidden="true">
          {item.stockLeft}
        </span>
      )}
      {showTooltip && (
        <span className="swatch-tooltip" aria-hidden="true">
          {item.tooltip}
        </span>
      )}
      {hint && (
        <span id={describedBy} className="visually-hidden">
          {hint}
        </span>
      )}
    </li>
  );
}

function sameItem(a: SwatchItemView, b: SwatchItemView): boolean {
  if (a === b) return true;
  for (const key of Object.keys(a) as Array<keyof SwatchItemView>) {
    if (a[key] !== b[key]) return false;
  }
  return true;
}

/**
 * A click re-derives every item; most look the same afterwards. Comparing their few plain
 * fields is far cheaper than rendering them again, which keeps a click on a long list quick.
 */
export function sameSwatchItemProps(before: SwatchItemProps, after: SwatchItemProps): boolean {
  return (
    sameItem(before.item, after.item) &&
    before.listType === after.listType &&
    before.listName === after.listName &&
    before.idPrefix === after.idPrefix &&
    before.showTooltip === after.showTooltip &&
    before.onChoose === after.onChoose &&
    before.onKeyDown === after.onKeyDown &&
    before.onFocus === after.onFocus &&
    before.onPointerEnter === after.onPointerEnter
  );
}

export const SwatchItem = memo(SwatchItemElement, sameSwatchItemProps);
