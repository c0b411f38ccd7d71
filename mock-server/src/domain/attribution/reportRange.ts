// The report's date range: Persian-calendar days in the site's time zone, turned into the
// half-open interval of GMT instants the orders table is queried with.
import { SITE_UTC_OFFSET_MINUTES, wpDateTime } from '../siteTime';
import { AttributionInvalid } from './orderMeta';
import {
  formatPersianDate,
  parsePersianDate,
  persianToEpochDay,
  type PersianDate,
} from './persianCalendar';

export interface ReportRange {
  from: PersianDate;
  to: PersianDate;
  /** Inclusive start, `YYYY-MM-DDTHH:mm:ss` GMT. */
  fromGmt: string;
  /** Exclusive end. */
  toGmt: string;
}

const DAY_MS = 86_400_000;

export const rangeMessages = {
  notADay: (name: string) => `${name} روز معتبری در تقویم خورشیدی نیست (نمونه: ۱۴۰۴/۰۱/۳۱).`,
  endBeforeStart: 'پایان بازه نباید پیش از آغاز آن باشد.',
} as const;

/** Midnight at the start of a Persian day in site time, as a GMT instant. */
function siteMidnight(epochDay: number): Date {
  return new Date(epochDay * DAY_MS - SITE_UTC_OFFSET_MINUTES * 60_000);
}

export function reportRange(fromText: string, toText: string): ReportRange {
  const from = parsePersianDate(fromText);
  const to = parsePersianDate(toText);
  const problems: Record<string, string> = {};
  if (!from) problems.from = rangeMessages.notADay('from');
  if (!to) problems.to = rangeMessages.notADay('to');
  if (!from || !to) throw new AttributionInvalid(problems);
  const first = persianToEpochDay(from);
  const last = persianToEpochDay(to);
  if (last < first) throw new AttributionInvalid({ to: rangeMessages.endBeforeStart });
  return {
    from,
    to,
    fromGmt: wpDateTime(siteMidnight(first)),
    toGmt: wpDateTime(siteMidnight(last + 1)),
  };
}

export { formatPersianDate };
