// The shop's translation functions: WordPress's `__` and `sprintf` over one msgid -> Persian map.
// @wordpress/i18n (with Tannin's plural expressions and WordPress's hooks) cost every page about
// 3 KB gzip for lookups the shop makes without plural forms, contexts or filters (issue 29); the
// browser build also gives this module to @wordpress/api-fetch in its place (webpack.config.ts).

const translations = new Map<string, string>();

/** Adds msgid -> translation pairs; a later pair for the same msgid wins, as setLocaleData's. */
export function addTranslations(strings: Record<string, string>): void {
  for (const [msgid, translation] of Object.entries(strings)) translations.set(msgid, translation);
}

/** The Persian of `text`, or `text` itself while the catalogue has none (WordPress's fallback). */
export function __(text: string, _domain?: string): string {
  return translations.get(text) ?? text;
}

// %s, %d, %1$s and %% are the placeholders the catalogue uses (WordPress's sprintf reads more).
const PLACEHOLDER = /%(?:(\d+)\$)?([sd%])/g;

/**
 * WordPress's sprintf for the placeholders above: `%s` takes the next argument, `%2$s` the second,
 * `%d` an integer, `%%` is a percent sign; a missing argument gives nothing.
 */
export function sprintf(format: string, ...args: unknown[]): string {
  let next = 0;
  return format.replace(PLACEHOLDER, (_match, position: string | undefined, type: string) => {
    if (type === '%') return '%';
    const index = position === undefined ? next : Number(position) - 1;
    next += 1;
    const value = args[index];
    if (value === undefined || value === null) return '';
    return type === 'd' ? String(parseInt(String(value), 10) || 0) : String(value);
  });
}
