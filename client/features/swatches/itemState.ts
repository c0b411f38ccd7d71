// How one swatch item looks for the plugin's setupItems: selected, disabled, no-stock, and the
// tooltip suffix, from the engine's facts and the options.
import type { ItemFacts } from './availabilityTypes';
import type { SwatchOptions } from './options';

export interface ItemState {
  selected: boolean;
  disabled: boolean;
  /** Out of stock but clickable (clickable_out_of_stock). */
  noStock: boolean;
  /** Enabled but with no in-stock variation: announced even when it is not marked no-stock. */
  outOfStock: boolean;
  /** out_of_stock_tooltip_text or unavailable_tooltip_text, or ''. */
  tooltipSuffix: string;
  stockLeft: string | null;
}

export type ItemStateOptions = Pick<
  SwatchOptions,
  'clickableOutOfStock' | 'outOfStockTooltipText' | 'unavailableTooltipText'
>;

export function itemState(
  item: ItemFacts,
  chosen: string,
  options: ItemStateOptions,
  ajaxMode: boolean,
): ItemState {
  const disabled = !ajaxMode && !item.enabled;
  const outOfStock = !disabled && item.outOfStock;
  return {
    selected: chosen !== '' && item.value === chosen && !disabled,
    disabled,
    noStock: outOfStock && options.clickableOutOfStock,
    outOfStock,
    tooltipSuffix: disabled
      ? options.unavailableTooltipText
      : outOfStock
        ? options.outOfStockTooltipText
        : '',
    stockLeft: item.stockLeft,
  };
}
