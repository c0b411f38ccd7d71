// Every date a visitor sees goes through here, so the calendar is chosen once: the Persian one.

import { longDateFormat, yearFormat } from './formats';

/**
 * WordPress sends `date` as the site's wall-clock time without a zone. Parsing it as local time and
 * formatting it in local time gives back the same wall-clock day on any machine.
 */
export function parseWordPressDate(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** e.g. "۱۱ اسفند ۱۴۰۲"; an unreadable date gives an empty string rather than "Invalid Date". */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === 'string' ? parseWordPressDate(value) : value;
  return date && !Number.isNaN(date.getTime()) ? longDateFormat().format(date) : '';
}

/** The Persian (Solar Hijri) year, e.g. "۱۴۰۵". */
export function formatPersianYear(date: Date): string {
  return yearFormat().format(date);
}
