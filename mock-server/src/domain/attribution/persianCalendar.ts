// The Persian (Solar Hijri) calendar, with the 33-year arithmetic leap rule that ICU (and so
// the browser's Intl "persian" calendar the client shows dates in) uses. Days are counted from
// 1 Farvardin 1 AP; month lengths are 6 × 31, 5 × 30, then 29 or 30 for Esfand.

export interface PersianDate {
  year: number;
  /** 1 = Farvardin … 12 = Esfand */
  month: number;
  day: number;
}

/** Day number of 1 Farvardin 1 AP counted from 1970-01-01 (Julian day 1948320 - 2440588). */
const EPOCH_DAY = 1948320 - 2440588;
const DAY_MS = 86_400_000;

function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}

function mod(a: number, b: number): number {
  return a - b * floorDiv(a, b);
}

export function isLeapYear(year: number): boolean {
  return mod(25 * year + 11, 33) < 8;
}

export function monthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isLeapYear(year) ? 30 : 29;
}

/** Days before the first of `month` within its year. */
function daysBeforeMonth(month: number): number {
  return month <= 7 ? 31 * (month - 1) : 30 * (month - 1) + 6;
}

/** Days from the epoch to 1 Farvardin of `year`. */
function daysBeforeYear(year: number): number {
  return 365 * (year - 1) + floorDiv(8 * year + 21, 33);
}

export function isValidPersianDate(date: PersianDate): boolean {
  const { year, month, day } = date;
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= monthLength(year, month)
  );
}

/** Days since 1970-01-01 of a Persian date (a civil day, no time zone). */
export function persianToEpochDay(date: PersianDate): number {
  return EPOCH_DAY + daysBeforeYear(date.year) + daysBeforeMonth(date.month) + date.day - 1;
}

export function epochDayToPersian(epochDay: number): PersianDate {
  const days = epochDay - EPOCH_DAY;
  let year = 1 + floorDiv(33 * days + 3, 12053);
  // The estimate can be one year late right at a year boundary.
  if (days < daysBeforeYear(year)) year -= 1;
  const dayOfYear = days - daysBeforeYear(year);
  const month = dayOfYear < 186 ? 1 + floorDiv(dayOfYear, 31) : 1 + floorDiv(dayOfYear - 6, 30);
  return { year, month, day: dayOfYear - daysBeforeMonth(month) + 1 };
}

/** The Gregorian civil date (UTC midnight) of a Persian date. */
export function persianToGregorian(date: PersianDate): Date {
  return new Date(persianToEpochDay(date) * DAY_MS);
}

export function gregorianToPersian(civilDate: Date): PersianDate {
  return epochDayToPersian(floorDiv(civilDate.getTime(), DAY_MS));
}

const PERSIAN_DIGITS = /[۰-۹]/g;

/** "۱۴۰۴/۱/۳۱" or "1404-01-31" -> {1404, 1, 31}; undefined when it is no real day. */
export function parsePersianDate(text: string): PersianDate | undefined {
  const ascii = text
    .trim()
    .replace(PERSIAN_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x06f0));
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(ascii);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidPersianDate(date) ? date : undefined;
}

export function formatPersianDate(date: PersianDate): string {
  const pad = (value: number, size: number) => String(value).padStart(size, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}
