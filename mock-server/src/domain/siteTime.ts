// The demo site's clock is Tehran time (UTC+03:30, no daylight saving since 2022), so `date`
// and `date_gmt` differ just as they do on an Iranian WordPress site.
export const SITE_UTC_OFFSET_MINUTES = 210;
export const SITE_TIMEZONE = 'Asia/Tehran';

/** WordPress's REST date format: ISO 8601 without zone or milliseconds. */
export function wpDateTime(instant: Date): string {
  return instant.toISOString().slice(0, 19);
}

export function siteLocalDateTime(instantGmt: Date): string {
  return wpDateTime(new Date(instantGmt.getTime() + SITE_UTC_OFFSET_MINUTES * 60_000));
}

/** Parses a stored GMT value ("YYYY-MM-DDTHH:mm:ss") back into an instant. */
export function parseGmt(value: string): Date {
  return new Date(`${value}Z`);
}
