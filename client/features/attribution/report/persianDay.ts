// Today in the Persian calendar in the shop's time zone, for the report's default range.
const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

export interface PersianDay {
  year: number;
  month: number;
  day: number;
}

export function persianDayOf(instant: Date): PersianDay {
  const found = parts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(found.find((item) => item.type === type)?.value ?? NaN);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** `1404/01/31`, ASCII digits (the UI turns them Persian). */
export function formatPersianDay(day: PersianDay): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${day.year}/${two(day.month)}/${two(day.day)}`;
}

/** The first of the current Persian month and today: what the owner most often wants. */
export function currentMonthRange(now: Date): { from: string; to: string } {
  const today = persianDayOf(now);
  return { from: formatPersianDay({ ...today, day: 1 }), to: formatPersianDay(today) };
}
