// Persian digits: ASCII and Arabic-Indic digits turned into Persian ones, and numbers grouped
// with the Persian separator exactly as Intl fa-IR does, for whole numbers of every length.
import { formatNumber, toPersianDigits } from './digits';

describe('toPersianDigits', () => {
  it('turns ASCII digits into Persian ones and leaves other text alone', () => {
    expect(toPersianDigits('Order 2024-05, room 17')).toBe('Order ۲۰۲۴-۰۵, room ۱۷');
  });

  it('accepts numbers', () => {
    expect(toPersianDigits(1403)).toBe('۱۴۰۳');
  });

  it('turns Arabic-Indic digits into their Persian forms', () => {
    expect(toPersianDigits('٤٥٦')).toBe('۴۵۶');
  });
});

describe('formatNumber', () => {
  it('groups thousands with the Persian separator and Persian digits', () => {
    expect(formatNumber(1234567)).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatNumber(0)).toBe('۰');
  });
});

describe('formatNumber matches Intl fa-IR exactly', () => {
  const intl = new Intl.NumberFormat('fa-IR');
  const wholeNumbers = [
    0,
    1,
    9,
    10,
    99,
    100,
    999,
    1000,
    1001,
    9999,
    10000,
    123456,
    999999,
    1000000,
    3460000,
    9152757,
    -1,
    -12,
    -999,
    -1000,
    -1234567,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
  ];
  it.each(wholeNumbers)('%d', (value) => {
    expect(formatNumber(value)).toBe(intl.format(value));
  });

  it('for a spread of whole numbers of every length', () => {
    for (let digits = 1; digits <= 15; digits += 1) {
      for (const lead of [1, 4, 9]) {
        const value = lead * 10 ** (digits - 1) + (digits > 2 ? 37 : 0);
        expect([value, formatNumber(value)]).toEqual([value, intl.format(value)]);
        expect([-value, formatNumber(-value)]).toEqual([-value, intl.format(-value)]);
      }
    }
  });

  it.each([-0, 1.5, 0.1234, 12345.678, 2 ** 60, Number.NaN, Infinity])(
    '%p (left to Intl)',
    (value) => {
      expect(formatNumber(value)).toBe(intl.format(value));
    },
  );
});
