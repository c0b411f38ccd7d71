// The swatch settings of SPEC section 9, read the way the plugin's 2.2.x script reads them:
// flags with filterBoolean (true only for true, 1, or "1"/"true"/"yes"/"on" trimmed and in any
// case), a missing key taking the plugin's default.

export interface SwatchOptions {
  /** show_variation_label: the chosen value after the attribute label. */
  showVariationLabel: boolean;
  /** variation_label_separator, e.g. ":" in "رنگ: قرمز". */
  variationLabelSeparator: string;
  /** out_of_stock_tooltip_text: tooltip suffix of an enabled item with no in-stock variation. */
  outOfStockTooltipText: string;
  /** unavailable_tooltip_text: tooltip suffix of a disabled item. */
  unavailableTooltipText: string;
  /** clickable_out_of_stock: out-of-stock items stay clickable, marked no-stock. */
  clickableOutOfStock: boolean;
  /** clear_on_reselect: clicking the selected item clears its attribute. */
  clearOnReselect: boolean;
  /** disable_out_of_stock: out-of-stock variations count as unavailable (see decisions.md). */
  disableOutOfStock: boolean;
  /** deselect_unavailable: a choice with no variation clears the other attributes. */
  deselectUnavailable: boolean;
  /** show_variation_stock: the stock-left badge. */
  showVariationStock: boolean;
  /** stock_label_threshold: the badge shows only when max_qty is at or below it. */
  stockLabelThreshold: number;
  /** display_limit: items after the N-th hide behind a "more" control (0: no limit). */
  displayLimit: number;
  /** enable_tooltip: items carry a tooltip at all. */
  enableTooltip: boolean;
}

export const DEFAULT_SWATCH_OPTIONS: SwatchOptions = {
  showVariationLabel: true,
  variationLabelSeparator: ':',
  outOfStockTooltipText: '',
  unavailableTooltipText: '',
  clickableOutOfStock: false,
  clearOnReselect: false,
  disableOutOfStock: false,
  deselectUnavailable: false,
  showVariationStock: false,
  stockLabelThreshold: 5,
  displayLimit: 0,
  enableTooltip: true,
};

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);

/** The plugin's filterBoolean: 1, true, yes, on (any case, trimmed) are true; all else false. */
export function isTruthySetting(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && TRUE_WORDS.has(value.trim().toLowerCase());
}

function flag(raw: Record<string, unknown>, key: string, fallback: boolean): boolean {
  return raw[key] === undefined || raw[key] === null ? fallback : isTruthySetting(raw[key]);
}

function text(raw: Record<string, unknown>, key: string, fallback: string): string {
  const value = raw[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return fallback;
}

function wholeNumber(raw: Record<string, unknown>, key: string, fallback: number): number {
  const value = raw[key];
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed >= 0
    ? Math.floor(parsed)
    : fallback;
}

/** Turns the settings as a site sends them (the plugin's snake_case keys) into typed options. */
export function readSwatchOptions(raw: unknown): SwatchOptions {
  const source: Record<string, unknown> =
    typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const d = DEFAULT_SWATCH_OPTIONS;
  return {
    showVariationLabel: flag(source, 'show_variation_label', d.showVariationLabel),
    variationLabelSeparator: text(source, 'variation_label_separator', d.variationLabelSeparator),
    outOfStockTooltipText: text(source, 'out_of_stock_tooltip_text', d.outOfStockTooltipText),
    unavailableTooltipText: text(source, 'unavailable_tooltip_text', d.unavailableTooltipText),
    clickableOutOfStock: flag(source, 'clickable_out_of_stock', d.clickableOutOfStock),
    clearOnReselect: flag(source, 'clear_on_reselect', d.clearOnReselect),
    disableOutOfStock: flag(source, 'disable_out_of_stock', d.disableOutOfStock),
    deselectUnavailable: flag(source, 'deselect_unavailable', d.deselectUnavailable),
    showVariationStock: flag(source, 'show_variation_stock', d.showVariationStock),
    stockLabelThreshold: wholeNumber(source, 'stock_label_threshold', d.stockLabelThreshold),
    displayLimit: wholeNumber(source, 'display_limit', d.displayLimit),
    enableTooltip: flag(source, 'enable_tooltip', d.enableTooltip),
  };
}
