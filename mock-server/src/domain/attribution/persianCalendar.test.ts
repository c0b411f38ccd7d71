// The server's Persian calendar: agrees with Intl (ICU) on every day from 1950 to 2100, knows the
// 33-year leap cycle, and reads dates in Persian or ASCII digits, refusing days that do not exist.
import {
  epochDayToPersian,
  formatPersianDate,
  gregorianToPersian,
  isLeapYear,
  parsePersianDate,
  persianToEpochDay,
  persianToGregorian,
} from './persianCalendar';

// ICU's Persian calendar, as the browser shows dates; the server must agree with it to the day.
const icu = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

function icuDate(epochDay: number): { year: number; month: number; day: number } {
  const parts = icu.formatToParts(new Date(epochDay * 86_400_000));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

describe('the Persian calendar', () => {
  it('agrees with Intl (ICU) on every day from 1950 to 2100', () => {
    const first = Math.floor(Date.UTC(1950, 0, 1) / 86_400_000);
    const last = Math.floor(Date.UTC(2100, 11, 31) / 86_400_000);
    const mismatches: string[] = [];
    for (let day = first; day <= last; day += 1) {
      const ours = epochDayToPersian(day);
      const theirs = icuDate(day);
      if (ours.year !== theirs.year || ours.month !== theirs.month || ours.day !== theirs.day) {
        mismatches.push(`${day}: ${formatPersianDate(ours)} vs ${formatPersianDate(theirs)}`);
      }
      if (persianToEpochDay(ours) !== day) mismatches.push(`${day}: no round trip`);
      if (mismatches.length > 5) break;
    }
    expect(mismatches).toEqual([]);
  });

  it.each([
    ['1404-01-01', '2025-03-21'],
    ['1403-12-30', '2025-03-20'],
    ['1403-01-01', '2024-03-20'],
    ['1405-01-01', '2026-03-21'],
    ['1404-07-01', '2025-09-23'],
    ['1358-11-22', '1980-02-11'],
  ])('%s is %s', (persian, gregorian) => {
    const date = parsePersianDate(persian);
    expect(date).toBeDefined();
    expect(persianToGregorian(date!).toISOString().slice(0, 10)).toBe(gregorian);
    expect(formatPersianDate(gregorianToPersian(new Date(`${gregorian}T12:00:00Z`)))).toBe(persian);
  });

  it('knows the leap years of the 33-year cycle', () => {
    expect([1399, 1403, 1408, 1412].map(isLeapYear)).toEqual([true, true, true, true]);
    expect([1400, 1401, 1402, 1404, 1405].map(isLeapYear)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads Persian and ASCII digits with - or / and refuses days that do not exist', () => {
    expect(parsePersianDate('۱۴۰۴/۱/۳۱')).toEqual({ year: 1404, month: 1, day: 31 });
    expect(parsePersianDate(' 1404-07-30 ')).toEqual({ year: 1404, month: 7, day: 30 });
    expect(parsePersianDate('1404-07-31')).toBeUndefined();
    expect(parsePersianDate('1404-12-30')).toBeUndefined();
    expect(parsePersianDate('1403-12-30')).toBeDefined();
    expect(parsePersianDate('1404-13-01')).toBeUndefined();
    expect(parsePersianDate('1404-00-10')).toBeUndefined();
    expect(parsePersianDate('14040101')).toBeUndefined();
  });
});
