// The Persian number and date formats, made on first use rather than when a module loads: the
// browser's first Intl format of a page loads its locale data, tens of milliseconds on a phone,
// and start-up gives that its own task (prepareFormats) instead of adding it to another.

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

export const longDateFormat = once(
  () => new Intl.DateTimeFormat('fa-IR-u-ca-persian', { dateStyle: 'long' }),
);
export const yearFormat = once(
  () => new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric' }),
);
export const numberFormat = once(() => new Intl.NumberFormat('fa-IR'));

/**
 * Makes the format every page draws with (its footer's year). Prices need none: whole numbers
 * are grouped without Intl (ui/digits.ts).
 */
export function prepareFormats(): void {
  yearFormat();
}
