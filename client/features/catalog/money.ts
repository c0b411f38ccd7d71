// Store API prices are strings in the currency's smallest unit; shoppers read Persian digits with
// the Persian thousands separator and the currency word: "۱٬۲۵۰٬۰۰۰ تومان".
import type { StoreCurrency } from '../../../contracts/store';
import { __ } from '../../i18n';
import { formatNumber } from '../../ui/digits';

export type MoneyFormat = Pick<
  StoreCurrency,
  'currency_minor_unit' | 'currency_prefix' | 'currency_suffix'
>;

/** The amount in whole currency units (Toman has no minor unit, so usually the same number). */
export function moneyValue(amount: string | number, currency?: MoneyFormat): number {
  const raw = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(raw)) return 0;
  const minor = currency?.currency_minor_unit ?? 0;
  return minor > 0 ? raw / 10 ** minor : raw;
}

/** e.g. "۱٬۲۵۰٬۰۰۰ تومان"; the site's own prefix and suffix when it sends them. */
export function formatMoney(amount: string | number, currency?: MoneyFormat): string {
  const number = formatNumber(moneyValue(amount, currency));
  if (!currency) return `${number} ${__('Toman')}`;
  return `${currency.currency_prefix}${number}${currency.currency_suffix}`;
}

/** Whole-percent discount of a sale, e.g. 20 for 1,000,000 -> 800,000; 0 when not cheaper. */
export function discountPercent(regular: number, price: number): number {
  if (!(regular > 0) || !(price < regular)) return 0;
  return Math.round(((regular - price) / regular) * 100);
}
