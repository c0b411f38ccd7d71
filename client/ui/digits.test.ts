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
