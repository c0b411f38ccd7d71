// The URL readings sourcebuster's classification depends on, with its quirks kept on purpose:
// query values stay raw (no decoding, `+` stays `+`), a key without `=` counts as absent, a
// repeated key joins its values with `,`, and "without www." removes the first "www." anywhere.

/** key -> raw value; undefined for a key given without `=`. */
export type QueryValues = ReadonlyMap<string, string | undefined>;

/** `a=1&b&a=2` (no leading `?`). */
export function parseQuery(query: string): QueryValues {
  const seen = new Map<string, Array<string | undefined>>();
  for (const pair of query.split('&')) {
    const parts = pair.split('=');
    const key = parts[0] ?? '';
    const value = parts[1];
    const values = seen.get(key);
    // A key seen only without a value is still "absent": a later value replaces it.
    if (!values || (values.length === 1 && values[0] === undefined)) seen.set(key, [value]);
    else values.push(value);
  }
  const result = new Map<string, string | undefined>();
  for (const [key, values] of seen) {
    result.set(key, values.length === 1 ? values[0] : values.map((value) => value ?? '').join(','));
  }
  return result;
}

export function isPresent(query: QueryValues, key: string | undefined): boolean {
  return key !== undefined && query.get(key) !== undefined;
}

export interface UrlParts {
  host: string;
  /** Without `?`; '' when there is none. */
  query: string;
  path: string;
}

/** Host, query and path of an absolute URL such as document.referrer. */
export function urlParts(url: string): UrlParts {
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname, query: parsed.search.slice(1), path: parsed.pathname };
  } catch {
    // Not a URL the browser would produce; read it the forgiving way.
    const rest = url.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\//, '');
    const match = /^([^:/?#]*)(?::\d*)?([^?#]*)(?:\?([^#]*))?/.exec(rest);
    return { host: match?.[1] ?? '', path: match?.[2] ?? '', query: match?.[3] ?? '' };
  }
}

export function withoutWww(host: string): string {
  return host.replace('www.', '');
}

export function escapeRegExp(value: string): string {
  return value.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&');
}

/** `host` is `domain` or one of its subdomains (case-insensitive). */
export function isHostOf(host: string, domain: string): boolean {
  return new RegExp(`^(?:.*\\.)?${escapeRegExp(domain)}$`, 'i').test(host);
}
