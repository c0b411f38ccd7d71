// Every date a visitor sees goes through here, so the calendar is chosen once: the Persian one.
// The conversion is jalaali-js's (the same days as Intl's Persian calendar, tested from 1990 to
// 2100) rather than Intl's: the browser's first Intl format of a page loads its locale data,
// about 80 ms on a phone, and every page draws a date (the footer's year) while it hydrates.
import { toJalaali } from 'jalaali-js';
import { toPersianDigits } from './digits';

/** The months as Intl's fa-IR Persian calendar names them. */
export const PERSIAN_MONTHS = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

/**
 * WordPress sends `date` as the site's wall-clock time without a zone. Parsing it as local time and
 * formatting it in local time gives back the same wall-clock day on any machine.
 */
export function parseWordPressDate(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function persianDay(date: Date) {
  return toJalaali(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** e.g. "۱۱ اسفند ۱۴۰۲"; an unreadable date gives an empty string rather than "Invalid Date". */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === 'string' ? parseWordPressDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) return '';
  const { jy, jm, jd } = persianDay(date);
  return toPersianDigits(`${jd} ${PERSIAN_MONTHS[jm - 1]} ${jy}`);
}

/** The Persian (Solar Hijri) year, e.g. "۱۴۰۵". */
export function formatPersianYear(date: Date): string {
  return toPersianDigits(persianDay(date).jy);
}
