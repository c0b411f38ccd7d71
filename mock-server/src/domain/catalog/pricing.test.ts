// Prices in Toman: a sale lasts until its end and only below the regular price, a variable
// product shows its cheapest variation or a range, whole amounts, Persian digits, old price struck.
import { TOMAN, amount, priceHtml } from './money';
import { persianNumber } from './persianText';
import { currentPrice, isOnSale, priceFacts } from './pricing';
import { productRecord as product } from '../../../test/productRecord';

describe('prices in Toman', () => {
  const onSale = product({
    regularPrice: 560_000,
    salePrice: 449_000,
    saleEndsGmt: '2025-06-07T12:00:00',
  });

  it('a sale lasts until its end, by the clock given', () => {
    expect(isOnSale(onSale, '2025-06-07T11:59:59')).toBe(true);
    expect(currentPrice(onSale, '2025-06-07T11:59:59')).toBe(449_000);
    expect(isOnSale(onSale, '2025-06-07T12:00:00')).toBe(false);
    expect(currentPrice(onSale, '2025-06-07T12:00:00')).toBe(560_000);
  });

  it('a "sale" price at or above the regular price is no sale', () => {
    expect(isOnSale(product({ regularPrice: 100, salePrice: 100 }), '2025-01-01T00:00:00')).toBe(
      false,
    );
  });

  it('a variable product shows its cheapest variation and a range when prices differ', () => {
    const facts = priceFacts(
      product({ type: 'variable', regularPrice: null }),
      {
        minPrice: 450_000,
        maxPrice: 600_000,
        minRegularPrice: 560_000,
        maxRegularPrice: 600_000,
        onSale: true,
        saleEndsGmt: null,
        inStock: true,
        count: 4,
      },
      '2025-01-01T00:00:00',
    );
    expect(facts).toMatchObject({ price: 450_000, regularPrice: 560_000, onSale: true });
    expect(facts.range).toEqual({ min: 450_000, max: 600_000 });
  });

  it('the currency has no minor unit, and amounts are whole Toman strings', () => {
    expect(TOMAN.currency_minor_unit).toBe(0);
    expect(TOMAN.currency_code).toBe('IRT');
    expect(amount(1_250_000)).toBe('1250000');
  });

  it('prints prices with Persian digits and separators, the old price struck while on sale', () => {
    expect(persianNumber(1_250_000)).toBe('۱٬۲۵۰٬۰۰۰');
    expect(priceHtml(490_000, 490_000, false)).toContain('۴۹۰٬۰۰۰&nbsp;');
    const sale = priceHtml(449_000, 560_000, true);
    expect(sale).toMatch(
      /<del aria-hidden="true">.*۵۶۰٬۰۰۰.*<\/del>.*<ins aria-hidden="true">.*۴۴۹٬۰۰۰/,
    );
  });
});
