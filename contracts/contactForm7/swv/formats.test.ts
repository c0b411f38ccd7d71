// Contact Form 7's field formats (tel, number, date, time, email, url, text) against CF7 6.1's
// reference vectors, plus the shop's additions: Iranian mobiles and Persian or Arabic digits.
import {
  isDate,
  isEmail,
  isNumber,
  isTel,
  isTime,
  isUrl,
  telDigits,
  isoDayOfWeek,
} from './formats';
import { normaliseDigits, presentValues, trimUnicode } from './text';

describe('tel (reference vectors, CF7 6.1)', () => {
  it.each([
    '021-1234-5678',
    '+98 912 345 6789',
    '0098 912 345 6789',
    '0912.345.6789',
    '0912 345 6789 #12',
    '(021) 1234',
    '123456',
  ])('accepts %p', (value) => expect(isTel(value)).toBe(true));

  it.each(['12345', '+0', '1234567890123456', '+123456789012345', '09123456789 ext 12'])(
    'refuses %p',
    (value) => expect(isTel(value)).toBe(false),
  );

  it('rewrites 00 to + before counting', () => {
    expect(telDigits('0098 912 345 6789')).toBe('+989123456789');
  });

  it('accepts Iranian mobiles in every form and digit script (the shop improvement)', () => {
    // CF7 refuses the Persian-digit form; a Persian keyboard types exactly that.
    for (const value of [
      '09123456789',
      '+989123456789',
      '00989123456789',
      '۰۹۱۲۳۴۵۶۷۸۹',
      '٠٩١٢٣٤٥٦٧٨٩',
      '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹',
      '۰۰۹۸۹۱۲۳۴۵۶۷۸۹',
    ]) {
      expect(isTel(value)).toBe(true);
    }
    expect(telDigits('۰۰۹۸۹۱۲۳۴۵۶۷۸۹')).toBe('+989123456789');
    expect(isTel('۱۲۳۴۵')).toBe(false);
  });
});

describe('number', () => {
  it.each(['42', '-7', '.5', '1e3', '1.5E-2'])('accepts %p', (value) =>
    expect(isNumber(value)).toBe(true),
  );
  it.each(['5.', '+5', '1,000', '0x10', '', '-', '1e'])('refuses %p', (value) =>
    expect(isNumber(value)).toBe(false),
  );
  it('reads Persian and Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(isNumber('۵')).toBe(true);
    expect(isNumber('٤٢')).toBe(true);
    expect(isNumber('۱٫۵')).toBe(true);
    expect(isNumber('۱,۰۰۰')).toBe(false);
  });
});

describe('date', () => {
  it('follows the reference vectors with the server semantics on both sides', () => {
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2023-02-30')).toBe(false);
    expect(isDate('2023-13-01')).toBe(false);
    expect(isDate('2023-02-29')).toBe(false);
    expect(isDate('1900-02-29')).toBe(false);
    expect(isDate('2000-02-29')).toBe(true);
    expect(isDate('12024-01-01')).toBe(true);
    expect(isDate('24-01-01')).toBe(false);
    expect(isDate('2024-1-01')).toBe(false);
  });
  it('reads Persian digits', () => {
    expect(isDate('۲۰۲۴-۰۲-۲۹')).toBe(true);
    expect(isDate('۲۰۲۳-۰۲-۳۰')).toBe(false);
  });
  it('gives ISO days of week, Monday 1 to Sunday 7', () => {
    expect(isoDayOfWeek('2024-06-03')).toBe(1);
    expect(isoDayOfWeek('2024-06-09')).toBe(7);
    expect(isoDayOfWeek('0099-01-01')).toBe(new Date('0099-01-01T00:00:00Z').getUTCDay() || 7);
  });
});

describe('time', () => {
  it.each(['00:00', '23:59', '12:30:59', '۰۹:۳۰'])('accepts %p', (value) =>
    expect(isTime(value)).toBe(true),
  );
  it.each(['24:00', '12:60', '1:30', '12:30:60'])('refuses %p', (value) =>
    expect(isTime(value)).toBe(false),
  );
});

describe('email (WordPress is_email)', () => {
  it.each(['ali@example.com', "o'brien+tag@mail.example.ir", 'a@b.co'])('accepts %p', (value) =>
    expect(isEmail(value)).toBe(true),
  );
  it.each([
    'a@b.c',
    '@example.com',
    'ali@',
    'ali@example',
    'ali@example..com',
    'ali@.example.com',
    'ali@example.com.',
    'ali@-example.com',
    'علی@example.com',
    'ali@مثال.ایران',
    'a b@example.com',
    'ali@exa_mple.com',
  ])('refuses %p', (value) => expect(isEmail(value)).toBe(false));
});

describe('url', () => {
  it.each([
    'https://example.com',
    'http://سایت.ایران',
    'mailto:a@b.co',
    'tel:+982112345678',
    'ftp://files.example.com/a',
  ])('accepts %p', (value) => expect(isUrl(value)).toBe(true));
  it.each(['example.com', 'javascript:alert(1)', 'http://', 'https:', 'data:text/html,x', ''])(
    'refuses %p',
    (value) => expect(isUrl(value)).toBe(false),
  );
});

describe('text', () => {
  it('trims CF7 whitespace but keeps ZWNJ', () => {
    expect(trimUnicode('\u00a0\u3000 سلام\ufeff\u0085')).toBe('سلام');
    expect(trimUnicode('\u200cمی\u200c')).toBe('\u200cمی\u200c');
  });
  it('drops blank values', () => {
    expect(presentValues([' a ', '  ', '\u2003', 'b'])).toEqual(['a', 'b']);
    expect(presentValues(undefined)).toEqual([]);
  });
  it('normalises both digit scripts', () => {
    expect(normaliseDigits('۰۱۲۳۴۵۶۷۸۹ ٠١٢٣٤٥٦٧٨٩')).toBe('0123456789 0123456789');
  });
});
