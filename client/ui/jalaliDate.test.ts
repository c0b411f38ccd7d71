// The Persian (Jalali) calendar of the date fields: reading a typed date in any digits, leap
// Esfand 30, converting to Gregorian and back, Persian names, weeks from Saturday, moving by days.
import {
  addDays,
  addMonths,
  formatJalaliLong,
  formatJalaliMonth,
  formatJalaliNumeric,
  isoToJalali,
  jalaliToIso,
  monthWeeks,
  parseJalali,
  weekdayOf,
} from './jalaliDate';

describe('reading a Persian date as typed', () => {
  it('reads Persian, Arabic and Latin digits with the usual separators', () => {
    const day = { jy: 1405, jm: 9, jd: 6 };
    for (const typed of [
      '۱۴۰۵/۰۹/۰۶',
      '1405/09/06',
      '1405/9/6',
      '۱۴۰۵-۹-۶',
      '١٤٠٥/٠٩/٠٦',
      ' ۱۴۰۵ / ۰۹ / ۰۶ ',
      '۱۴۰۵.۰۹.۰۶',
      '۱۴۰۵٫۰۹٫۰۶',
    ]) {
      expect(parseJalali(typed)).toEqual(day);
    }
  });

  it('refuses what is not a day of the Persian calendar', () => {
    for (const typed of [
      '',
      'فردا',
      '۱۴۰۵/۱۳/۰۱', // no 13th month
      '۱۴۰۵/۰۰/۱۰',
      '۱۴۰۵/۰۷/۳۱', // Mehr has 30 days
      '۱۴۰۴/۱۲/۳۰', // 1404 is not a leap year
      '۱۴۰۵/۰۹',
      '۱۴۰۵/۰۹/۰۶/۰۱',
      '۰۵/۰۹/۰۶', // the year in full
      '2026-11-27', // a Gregorian year is not read as a Persian one
      '1405/009/06',
    ]) {
      expect(parseJalali(typed)).toBeUndefined();
    }
  });

  it('knows Esfand 30 of leap years (1403) and not of common ones', () => {
    expect(parseJalali('۱۴۰۳/۱۲/۳۰')).toEqual({ jy: 1403, jm: 12, jd: 30 });
    expect(parseJalali('۱۴۰۸/۱۲/۳۰')).toEqual({ jy: 1408, jm: 12, jd: 30 });
    expect(parseJalali('۱۴۰۲/۱۲/۳۰')).toBeUndefined();
  });
});

describe('Persian to Gregorian and back', () => {
  it.each([
    [{ jy: 1405, jm: 9, jd: 6 }, '2026-11-27'],
    [{ jy: 1402, jm: 10, jd: 11 }, '2024-01-01'],
    [{ jy: 1403, jm: 12, jd: 30 }, '2025-03-20'], // the leap Esfand 30
    [{ jy: 1404, jm: 1, jd: 1 }, '2025-03-21'], // Nowruz right after it
    [{ jy: 1402, jm: 12, jd: 10 }, '2024-02-29'], // a Gregorian leap day
    [{ jy: 1399, jm: 12, jd: 30 }, '2021-03-20'],
    [{ jy: 1300, jm: 1, jd: 1 }, '1921-03-21'],
  ])('%o is %s', (day, iso) => {
    expect(jalaliToIso(day)).toBe(iso);
    expect(isoToJalali(iso)).toEqual(day);
  });

  it('reads Gregorian dates in Persian digits, and refuses unreal ones', () => {
    expect(isoToJalali('۲۰۲۶-۱۱-۲۷')).toEqual({ jy: 1405, jm: 9, jd: 6 });
    for (const iso of ['2023-02-29', '2024-13-01', '2024-1-1', '', '۱۴۰۵/۰۹/۰۶']) {
      expect(isoToJalali(iso)).toBeUndefined();
    }
  });

  it('round-trips every day of 1403 and 1404', () => {
    let day = { jy: 1403, jm: 1, jd: 1 };
    for (let count = 0; count < 366 + 365; count++) {
      expect(isoToJalali(jalaliToIso(day))).toEqual(day);
      expect(parseJalali(formatJalaliNumeric(day))).toEqual(day);
      day = addDays(day, 1);
    }
    expect(day).toEqual({ jy: 1405, jm: 1, jd: 1 });
  });
});

describe('showing and moving through the calendar', () => {
  it('writes days and months in Persian', () => {
    expect(formatJalaliNumeric({ jy: 1405, jm: 9, jd: 6 })).toBe('۱۴۰۵/۰۹/۰۶');
    expect(formatJalaliLong({ jy: 1403, jm: 12, jd: 30 })).toBe('۳۰ اسفند ۱۴۰۳');
    expect(formatJalaliMonth({ jy: 1405, jm: 1 })).toBe('فروردین ۱۴۰۵');
  });

  it('starts weeks on Saturday', () => {
    // 1 Farvardin 1403 was a Wednesday; 6 Azar 1405 is a Friday.
    expect(weekdayOf({ jy: 1403, jm: 1, jd: 1 })).toBe(4);
    expect(weekdayOf({ jy: 1405, jm: 9, jd: 6 })).toBe(6);
    const weeks = monthWeeks(1403, 1);
    expect(weeks[0]?.slice(0, 5)).toEqual([null, null, null, null, { jy: 1403, jm: 1, jd: 1 }]);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(
      monthWeeks(1403, 12)
        .flat()
        .filter((day) => day !== null),
    ).toHaveLength(30);
    expect(
      monthWeeks(1404, 12)
        .flat()
        .filter((day) => day !== null),
    ).toHaveLength(29);
  });

  it('moves by days across months and years, and by months keeping the day where it can', () => {
    expect(addDays({ jy: 1403, jm: 12, jd: 29 }, 1)).toEqual({ jy: 1403, jm: 12, jd: 30 });
    expect(addDays({ jy: 1404, jm: 12, jd: 29 }, 1)).toEqual({ jy: 1405, jm: 1, jd: 1 });
    expect(addDays({ jy: 1405, jm: 1, jd: 1 }, -7)).toEqual({ jy: 1404, jm: 12, jd: 23 });
    expect(addMonths({ jy: 1403, jm: 11, jd: 30 }, 1)).toEqual({ jy: 1403, jm: 12, jd: 30 });
    expect(addMonths({ jy: 1404, jm: 11, jd: 30 }, 1)).toEqual({ jy: 1404, jm: 12, jd: 29 });
    expect(addMonths({ jy: 1405, jm: 6, jd: 31 }, 1)).toEqual({ jy: 1405, jm: 7, jd: 30 });
    expect(addMonths({ jy: 1405, jm: 1, jd: 5 }, -1)).toEqual({ jy: 1404, jm: 12, jd: 5 });
    expect(addMonths({ jy: 1405, jm: 12, jd: 5 }, 1)).toEqual({ jy: 1406, jm: 1, jd: 5 });
  });
});
