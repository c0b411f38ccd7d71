// WordPress dates in the Persian calendar with Persian digits, keeping the wall-clock day, and
// the same days as Intl's Persian calendar from 1995 to 2060, every Nowruz from 2000 to 2050
// included.
import { formatLongDate, formatPersianYear, parseWordPressDate } from './date';

describe('dates', () => {
  it('formats a WordPress date in the Persian calendar with Persian digits', () => {
    expect(formatLongDate('2024-03-01T10:00:00')).toBe('۱۱ اسفند ۱۴۰۲');
    expect(formatLongDate('2024-03-20T23:30:00')).toBe('۱ فروردین ۱۴۰۳');
  });

  it('keeps the wall-clock day WordPress sent, late in the evening too', () => {
    expect(formatLongDate('2025-03-20T23:59:00')).toBe('۳۰ اسفند ۱۴۰۳');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatLongDate('not a date')).toBe('');
    expect(parseWordPressDate('')).toBeNull();
  });

  it('gives the Persian year of a moment', () => {
    expect(formatPersianYear(new Date(2026, 2, 1))).toBe('۱۴۰۴');
    expect(formatPersianYear(new Date(2026, 2, 21))).toBe('۱۴۰۵');
  });
});

describe('the same days as Intl’s Persian calendar', () => {
  const intlLong = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { dateStyle: 'long' });
  const intlYear = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric' });

  it('for every fifth day from 1995 to 2060, month ends and new years included', () => {
    for (let day = new Date(1995, 0, 1); day.getFullYear() <= 2060;) {
      expect([day.toDateString(), formatLongDate(day)]).toEqual([
        day.toDateString(),
        intlLong.format(day),
      ]);
      expect(formatPersianYear(day)).toBe(intlYear.format(day));
      day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 5);
    }
  });

  it('around every new year (Nowruz) from 2000 to 2050', () => {
    for (let year = 2000; year <= 2050; year += 1) {
      for (let date = 18; date <= 23; date += 1) {
        const day = new Date(year, 2, date, 12);
        expect([day.toDateString(), formatLongDate(day)]).toEqual([
          day.toDateString(),
          intlLong.format(day),
        ]);
      }
    }
  });
});
