// The Persian date field of contact forms: a Persian date typed in any digits is sent to CF7
// as Gregorian YYYY-MM-DD, anything else as typed, and a Gregorian value is shown in the
// Persian calendar.
import { sentValue, shownValue } from './DateField';

describe('the Persian date field', () => {
  it('sends CF7 the Gregorian YYYY-MM-DD of a Persian date typed in any digits', () => {
    expect(sentValue('۱۴۰۵/۰۹/۰۶')).toBe('2026-11-27');
    expect(sentValue('1403/12/30')).toBe('2025-03-20');
    expect(sentValue('')).toBe('');
  });

  it('sends what is not a Persian date as typed, for CF7 to refuse (or read as Gregorian)', () => {
    expect(sentValue(' ۱۴۰۵/۱۳/۰۱ ')).toBe('۱۴۰۵/۱۳/۰۱');
    expect(sentValue('۱۴۰۴/۱۲/۳۰')).toBe('۱۴۰۴/۱۲/۳۰');
    expect(sentValue('2026-11-27')).toBe('2026-11-27');
  });

  it('shows a Gregorian value in the Persian calendar, anything else as it is', () => {
    expect(shownValue('2025-03-20')).toBe('۱۴۰۳/۱۲/۳۰');
    expect(shownValue('')).toBe('');
    expect(shownValue('فردا')).toBe('فردا');
    expect(sentValue(shownValue('2024-02-29'))).toBe('2024-02-29');
  });
});
