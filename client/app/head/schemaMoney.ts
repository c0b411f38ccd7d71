// Prices for schema.org offers. The Store API sends amounts as strings in the currency's smallest
// unit (currency_minor_unit decimals); Iranian shops price in Toman, "IRT", which is no ISO 4217
// code, so search engines get Rials ("IRR"): ten Rials to the Toman. Decimal text is shifted, not
// multiplied as a float, so no amount picks up a rounding error.
import type { StoreCurrency } from '../../../contracts/store';

export interface SchemaMoney {
  /** Decimal text with a dot, no grouping: "12500000", "19.99". */
  price: string;
  /** ISO 4217 */
  priceCurrency: string;
}

const TOMAN = 'IRT';
const RIAL = 'IRR';

/** `digits` (an integer) times ten to the power `exponent`, as plain decimal text. */
function shift(digits: string, exponent: number): string {
  const whole = exponent >= 0 ? digits + '0'.repeat(exponent) : digits.padStart(1 - exponent, '0');
  const point = exponent >= 0 ? whole.length : whole.length + exponent;
  const integer = whole.slice(0, point).replace(/^0+(?=\d)/, '');
  const fraction = whole.slice(point).replace(/0+$/, '');
  return fraction === '' ? integer : `${integer}.${fraction}`;
}

/** The amount in an ISO 4217 currency; null when the amount is not a whole number of minor units. */
export function schemaMoney(
  amount: string,
  currency: Pick<StoreCurrency, 'currency_code' | 'currency_minor_unit'>,
): SchemaMoney | null {
  if (!/^\d+$/.test(amount)) return null;
  const minor = Math.max(0, Math.trunc(currency.currency_minor_unit));
  const code = currency.currency_code.toUpperCase();
  if (code === TOMAN) return { price: shift(amount, 1 - minor), priceCurrency: RIAL };
  return { price: shift(amount, -minor), priceCurrency: code };
}
