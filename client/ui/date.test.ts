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
