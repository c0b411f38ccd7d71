/**
 * sourcebuster's `fd` stamp, `YYYY-MM-DD HH:MM:SS`, at UTC plus `offsetHours` (WooCommerce: 0).
 * Computed from the instant itself, so it is right in every time zone; sourcebuster's own
 * arithmetic is 30 minutes off in half-hour zones such as Tehran (see docs/decisions.md).
 */
export function fireDate(now: Date, offsetHours: number): string {
  const shifted = new Date(now.getTime() + offsetHours * 3_600_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${shifted.getUTCFullYear()}-${two(shifted.getUTCMonth() + 1)}-${two(shifted.getUTCDate())} ` +
    `${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}:${two(shifted.getUTCSeconds())}`
  );
}
