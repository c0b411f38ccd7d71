// Days of the Persian (Solar Hijri) calendar as a shopper types and picks them, and the Gregorian
// YYYY-MM-DD that forms send (CF7's date value). jalaali-js does the arithmetic; this file only
// reads what people type and lays a month out as the wall calendars in Iran do (Saturday first).
import {
  d2j,
  isValidJalaaliDate,
  j2d,
  jalaaliMonthLength,
  toGregorian,
  toJalaali,
} from 'jalaali-js';
import { normaliseDigits } from '../../contracts/contactForm7/swv/text';
import { parseDate } from '../../contracts/contactForm7/swv/formats';
import { PERSIAN_MONTHS } from './date';
import { toPersianDigits } from './digits';

export interface JalaliDay {
  jy: number;
  jm: number;
  jd: number;
}

/**
 * Years a shopper means in the Persian calendar. A four-digit year outside them (2026) is a
 * Gregorian one and is not silently read as the year 2026 of the Persian calendar.
 */
const FIRST_YEAR = 1300;
const LAST_YEAR = 1499;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * "۱۴۰۵/۰۹/۰۶", "1405/9/6", "۱۴۰۵-۰۹-۰۶", "١٤٠٥.٩.٦": year, month, day with Persian, Arabic or
 * Latin digits and any of / - . ٫ between them. undefined unless it names a real day.
 */
export function parseJalali(text: string): JalaliDay | undefined {
  const match = /^(\d{4})\s*[/.\-\u066b]\s*(\d{1,2})\s*[/.\-\u066b]\s*(\d{1,2})$/.exec(
    normaliseDigits(text).trim(),
  );
  if (match === null) return undefined;
  const [jy, jm, jd] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (jy < FIRST_YEAR || jy > LAST_YEAR) return undefined;
  return isValidJalaaliDate(jy, jm, jd) ? { jy, jm, jd } : undefined;
}

/** The Gregorian YYYY-MM-DD of a Persian day, as CF7's date field sends it. */
export function jalaliToIso({ jy, jm, jd }: JalaliDay): string {
  const { gy, gm, gd } = toGregorian(jy, jm, jd);
  return `${pad(gy, 4)}-${pad(gm)}-${pad(gd)}`;
}

/** The Persian day of a Gregorian YYYY-MM-DD; undefined when it is not one. */
export function isoToJalali(iso: string): JalaliDay | undefined {
  const date = parseDate(iso);
  if (date === undefined) return undefined;
  const { jy, jm, jd } = toJalaali(date.year, date.month, date.day);
  return { jy, jm, jd };
}

/** "۱۴۰۵/۰۹/۰۶": what the field shows and what parseJalali reads back. */
export function formatJalaliNumeric({ jy, jm, jd }: JalaliDay): string {
  return toPersianDigits(`${jy}/${pad(jm)}/${pad(jd)}`);
}

/** "۶ آذر ۱۴۰۵" */
export function formatJalaliLong({ jy, jm, jd }: JalaliDay): string {
  return toPersianDigits(`${jd} ${PERSIAN_MONTHS[jm - 1] ?? ''} ${jy}`);
}

/** "جمعه ۶ آذر ۱۴۰۵" */
export function formatJalaliWithWeekday(day: JalaliDay): string {
  return `${PERSIAN_WEEKDAYS[weekdayOf(day)]?.name ?? ''} ${formatJalaliLong(day)}`;
}

/** "آذر ۱۴۰۵" */
export function formatJalaliMonth({ jy, jm }: Pick<JalaliDay, 'jy' | 'jm'>): string {
  return toPersianDigits(`${PERSIAN_MONTHS[jm - 1] ?? ''} ${jy}`);
}

/** -1, 0 or 1 as a comes before, on or after b. */
export function compareDays(a: JalaliDay, b: JalaliDay): number {
  return Math.sign(j2d(a.jy, a.jm, a.jd) - j2d(b.jy, b.jm, b.jd));
}

export function sameDay(a: JalaliDay | undefined, b: JalaliDay | undefined): boolean {
  return a !== undefined && b !== undefined && a.jy === b.jy && a.jm === b.jm && a.jd === b.jd;
}

/** The day `count` days later (earlier when negative). */
export function addDays({ jy, jm, jd }: JalaliDay, count: number): JalaliDay {
  const { jy: y, jm: m, jd: d } = d2j(j2d(jy, jm, jd) + count);
  return { jy: y, jm: m, jd: d };
}

/** The same day `count` months later, or that month's last day (30 Esfand → 29 in a common year). */
export function addMonths({ jy, jm, jd }: JalaliDay, count: number): JalaliDay {
  const index = jy * 12 + (jm - 1) + count;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { jy: year, jm: month, jd: Math.min(jd, jalaaliMonthLength(year, month)) };
}

/** The days of the week, Saturday first, and the one letter calendars head their columns with. */
export const PERSIAN_WEEKDAYS = [
  { name: 'شنبه', letter: 'ش' },
  { name: 'یکشنبه', letter: 'ی' },
  { name: 'دوشنبه', letter: 'د' },
  { name: 'سه‌شنبه', letter: 'س' },
  { name: 'چهارشنبه', letter: 'چ' },
  { name: 'پنجشنبه', letter: 'پ' },
  { name: 'جمعه', letter: 'ج' },
] as const;

/** 0 for Saturday (the first day of the Persian week) … 6 for Friday. */
export function weekdayOf({ jy, jm, jd }: JalaliDay): number {
  const { gy, gm, gd } = toGregorian(jy, jm, jd);
  // getUTCDay counts from Sunday (0); Saturday (6) comes first here.
  return (new Date(Date.UTC(gy, gm - 1, gd)).getUTCDay() + 1) % 7;
}

/** The month's weeks, Saturday first; null pads the first and last week. */
export function monthWeeks(jy: number, jm: number): (JalaliDay | null)[][] {
  const cells: (JalaliDay | null)[] = Array.from(
    { length: weekdayOf({ jy, jm, jd: 1 }) },
    () => null,
  );
  for (let jd = 1; jd <= jalaaliMonthLength(jy, jm); jd++) cells.push({ jy, jm, jd });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Today on the shopper's clock, in the Persian calendar. */
export function jalaliToday(now: Date): JalaliDay {
  const { jy, jm, jd } = toJalaali(now.getFullYear(), now.getMonth() + 1, now.getDate());
  return { jy, jm, jd };
}
