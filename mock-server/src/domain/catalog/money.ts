// The shop's money: the Toman (IRT, no minor unit) as the Store API describes it, and
// WooCommerce's price HTML with Persian digits.
import type { StoreCurrency } from '../../../../contracts/store';
import { persianNumber } from './persianText';

/**
 * The shop sells in Toman. "IRT" is the code Iranian WooCommerce stores use for it; the Toman has
 * no minor unit, so Store API amounts are whole Toman.
 */
export const TOMAN: StoreCurrency = {
  currency_code: 'IRT',
  currency_symbol: 'تومان',
  currency_minor_unit: 0,
  currency_decimal_separator: '٫',
  currency_thousand_separator: '٬',
  currency_prefix: '',
  currency_suffix: ' تومان',
};

/** Store API amounts are strings in the smallest unit. */
export function amount(toman: number): string {
  return String(Math.round(toman));
}

function priceSpan(toman: number): string {
  return (
    '<span class="woocommerce-Price-amount amount"><bdi>' +
    `${persianNumber(toman)}&nbsp;<span class="woocommerce-Price-currencySymbol">${TOMAN.currency_symbol}</span>` +
    '</bdi></span>'
  );
}

/** WooCommerce's price HTML: the struck regular price before the sale price while on sale. */
export function priceHtml(price: number, regularPrice: number, onSale: boolean): string {
  if (!onSale || regularPrice <= price) return priceSpan(price);
  return (
    `<del aria-hidden="true">${priceSpan(regularPrice)}</del> ` +
    `<span class="screen-reader-text">قیمت اصلی: ${persianNumber(regularPrice)} تومان بود.</span>` +
    `<ins aria-hidden="true">${priceSpan(price)}</ins>` +
    `<span class="screen-reader-text">قیمت فعلی: ${persianNumber(price)} تومان.</span>`
  );
}

/** A variable product's range, "min – max", as wc_format_price_range prints it. */
export function priceRangeHtml(min: number, max: number): string {
  return `${priceSpan(min)} &ndash; ${priceSpan(max)}`;
}
