// Iranian field rules at checkout: the national code's check digit (r < 2 gives r, else 11 - r),
// 10-digit postcodes and mobile numbers, each typed in any digit script.
import {
  isValidNationalCode,
  normaliseMobile,
  normaliseNationalCode,
  normalisePostcode,
  toAsciiDigits,
} from '../../../../contracts/iranRules';

describe('national code (کد ملی)', () => {
  it.each(['0499370899', '0790419904', '0084575948'])('accepts the valid vector %s', (code) => {
    expect(isValidNationalCode(code)).toBe(true);
  });

  it.each([
    ['0499370898', 'a wrong check digit'],
    ['1111111111', 'one repeated digit (passes the arithmetic, never issued)'],
    ['0000000000', 'all zeros'],
    ['049937089', 'nine digits'],
    ['04993708990', 'eleven digits'],
    ['04993708a9', 'a letter'],
    ['', 'nothing'],
  ])('refuses %s: %s', (code) => {
    expect(isValidNationalCode(code)).toBe(false);
  });

  it('reads Persian and Arabic-Indic digits and separators', () => {
    expect(normaliseNationalCode('۰۴۹۹۳۷۰۸۹۹')).toBe('0499370899');
    expect(normaliseNationalCode('٠٧٩٠٤١٩٩٠٤')).toBe('0790419904');
    expect(normaliseNationalCode('049-937089-9')).toBe('0499370899');
    expect(normaliseNationalCode('۰۴۹۹۳۷۰۸۹۸')).toBeUndefined();
  });

  it('uses the remainder rule: r < 2 gives r, otherwise 11 - r', () => {
    // 0084575948: sum = 0*10+0*9+8*8+4*7+5*6+7*5+5*4+9*3+4*2 = 212, 212 % 11 = 3, 11 - 3 = 8.
    expect(isValidNationalCode('0084575948')).toBe(true);
    // A code whose remainder is 1 must end in 1: 1000000001 has sum 10, 10 % 11 = 10 -> 1.
    expect(isValidNationalCode('1000000001')).toBe(true);
    expect(isValidNationalCode('1000000000')).toBe(false);
  });
});

describe('postcode', () => {
  it('takes 10 digits in any script, with a dash or spaces between', () => {
    expect(normalisePostcode('1434863111')).toBe('1434863111');
    expect(normalisePostcode('۱۴۳۴۸-۶۳۱۱۱')).toBe('1434863111');
    expect(normalisePostcode('١٤٣٤٨ ٦٣١١١')).toBe('1434863111');
  });

  it.each(['143486311', '14348631112', '1434x63111', ''])('refuses %p', (text) => {
    expect(normalisePostcode(text)).toBeUndefined();
  });
});

describe('mobile', () => {
  it.each([
    ['09123456789', '09123456789'],
    ['۰۹۱۲۳۴۵۶۷۸۹', '09123456789'],
    ['+989123456789', '09123456789'],
    ['+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹', '09123456789'],
    ['00989123456789', '09123456789'],
    ['989123456789', '09123456789'],
    ['9123456789', '09123456789'],
    ['0912-345-6789', '09123456789'],
  ])('reads %s as %s', (text, expected) => {
    expect(normaliseMobile(text)).toBe(expected);
  });

  it.each(['02112345678', '0912345678', '091234567890', '+4915112345678', 'abc'])(
    'refuses %s (landline, too short, too long, foreign, not a number)',
    (text) => {
      expect(normaliseMobile(text)).toBeUndefined();
    },
  );

  it('leaves other characters alone when converting digits', () => {
    expect(toAsciiDigits('پلاک ۱۲ و ٣٤')).toBe('پلاک 12 و 34');
  });
});
