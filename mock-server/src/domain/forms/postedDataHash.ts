// posted_data_hash: wp_hash("tick, ip, unit tag, values…", 'wpcf7_submission'), as CF7 6.1 makes it.
import { isIP } from 'node:net';
import { wpHasher } from './wpHash';

/** Half-hour ticks since the epoch, rounded up. */
export function submissionTick(now: Date): number {
  return Math.ceil(now.getTime() / 1000 / 1800);
}

export type PostedValue = string | readonly string[];

/** The characters PHP's trim() removes: space, tab, LF, CR, NUL and vertical tab. */
const PHP_TRIMMED = new Set([' ', '\t', '\n', '\r', '\u0000', '\u000b']);

function phpTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && PHP_TRIMMED.has(text.charAt(start))) start += 1;
  while (end > start && PHP_TRIMMED.has(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/** Flattens the values and trims ASCII whitespace from each, as PHP's trim() does. */
export function postedDataHashInput(
  tick: number,
  remoteIp: string,
  unitTag: string,
  values: readonly PostedValue[],
): string {
  const parts: string[] = [String(tick), isIP(remoteIp) ? remoteIp : '', unitTag];
  for (const value of values) {
    if (typeof value === 'string') parts.push(value);
    else parts.push(...value);
  }
  return parts.map(phpTrim).join(', ');
}

export function createPostedDataHasher(secretKey: string) {
  const hash = wpHasher(secretKey, 'wpcf7_submission');
  return (now: Date, remoteIp: string, unitTag: string, values: readonly PostedValue[]): string =>
    hash(postedDataHashInput(submissionTick(now), remoteIp, unitTag, values));
}
