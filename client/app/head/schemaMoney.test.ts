// Prices as schema.org wants them: Toman given in Rials (ten to the Toman), amounts read in
// the currency's minor unit, exact beyond the float range, and amounts that are not whole
// minor units refused.
import { schemaMoney } from './schemaMoney';

describe('schemaMoney', () => {
  it('gives Toman prices in Rials, ten to the Toman', () => {
    expect(schemaMoney('450000', { currency_code: 'IRT', currency_minor_unit: 0 })).toEqual({
      price: '4500000',
      priceCurrency: 'IRR',
    });
  });

  it('reads the amount in the currency minor unit before converting', () => {
    // 450,000.00 Toman sent with two decimals is still 4,500,000 Rials.
    expect(schemaMoney('45000000', { currency_code: 'IRT', currency_minor_unit: 2 })).toEqual({
      price: '4500000',
      priceCurrency: 'IRR',
    });
    expect(schemaMoney('4500005', { currency_code: 'IRT', currency_minor_unit: 2 })?.price).toBe(
      '450000.5',
    );
  });

  it('keeps an ISO currency as it is, in its major unit', () => {
    expect(schemaMoney('1999', { currency_code: 'USD', currency_minor_unit: 2 })).toEqual({
      price: '19.99',
      priceCurrency: 'USD',
    });
    expect(schemaMoney('5', { currency_code: 'USD', currency_minor_unit: 2 })?.price).toBe('0.05');
    expect(schemaMoney('0', { currency_code: 'IRR', currency_minor_unit: 0 })).toEqual({
      price: '0',
      priceCurrency: 'IRR',
    });
  });

  it('stays exact beyond the float range', () => {
    expect(
      schemaMoney('90071992547409930', { currency_code: 'IRT', currency_minor_unit: 0 })?.price,
    ).toBe('900719925474099300');
  });

  it('refuses an amount that is not whole minor units', () => {
    expect(schemaMoney('', { currency_code: 'IRT', currency_minor_unit: 0 })).toBeNull();
    expect(schemaMoney('12.5', { currency_code: 'IRT', currency_minor_unit: 0 })).toBeNull();
    expect(schemaMoney('-5', { currency_code: 'IRT', currency_minor_unit: 0 })).toBeNull();
  });
});
