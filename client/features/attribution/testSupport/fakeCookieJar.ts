// A browser cookie jar for tests, with the rules that matter here: Domain must match the page's
// host (a host-only and a domain cookie of one name are different cookies, as in Chromium),
// expiry and Max-Age against an injectable clock (jest's fake timers move Date.now), and a
// "browser closed" that drops session cookies. jsdom's own jar cannot be used: it reads the
// real clock, so cookies set at a controlled time in the past would vanish at once.

export interface StoredCookie {
  name: string;
  value: string;
  /** Without a leading dot. */
  domain: string;
  hostOnly: boolean;
  path: string;
  /** Epoch ms; null for a browser-session cookie. */
  expires: number | null;
  created: number;
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

function domainMatches(host: string, domain: string): boolean {
  if (host === domain) return true;
  return !IPV4.test(host) && host.endsWith(`.${domain}`);
}

export class FakeCookieJar {
  host = 'shop.example';
  private cookies: StoredCookie[] = [];
  private sequence = 0;

  constructor(private readonly clock: () => number = () => Date.now()) {}

  /** What `document.cookie = header` does. */
  set(header: string): void {
    const [pair = '', ...attributes] = header.split(';');
    const equals = pair.indexOf('=');
    const name = (equals < 0 ? '' : pair.slice(0, equals)).trim();
    const value = (equals < 0 ? pair : pair.slice(equals + 1)).trim();
    let domain: string | undefined;
    let path = '/';
    let expires: number | null = null;
    let maxAge: number | undefined;
    for (const attribute of attributes) {
      const at = attribute.indexOf('=');
      const key = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
      const argument = at < 0 ? '' : attribute.slice(at + 1).trim();
      if (key === 'domain' && argument) domain = argument.replace(/^\./, '').toLowerCase();
      else if (key === 'path' && argument.startsWith('/')) path = argument;
      else if (key === 'expires') {
        const time = Date.parse(argument);
        if (!Number.isNaN(time)) expires = time;
      } else if (key === 'max-age' && /^-?\d+$/.test(argument)) maxAge = Number(argument);
    }
    if (maxAge !== undefined) expires = this.clock() + maxAge * 1000;
    // A browser refuses a Domain the page's host is not inside.
    if (domain !== undefined && !domainMatches(this.host, domain)) return;
    const hostOnly = domain === undefined;
    const cookieDomain = domain ?? this.host;
    const index = this.cookies.findIndex(
      (cookie) =>
        cookie.name === name &&
        cookie.domain === cookieDomain &&
        cookie.hostOnly === hostOnly &&
        cookie.path === path,
    );
    const existing = index >= 0 ? this.cookies[index] : undefined;
    if (index >= 0) this.cookies.splice(index, 1);
    if (expires !== null && expires <= this.clock()) return;
    this.cookies.push({
      name,
      value,
      domain: cookieDomain,
      hostOnly,
      path,
      expires,
      created: existing?.created ?? (this.sequence += 1),
    });
  }

  /** Cookies the page at `host` sees, in document.cookie order. */
  visible(): StoredCookie[] {
    const now = this.clock();
    this.cookies = this.cookies.filter((cookie) => cookie.expires === null || cookie.expires > now);
    return this.cookies
      .filter((cookie) =>
        cookie.hostOnly ? cookie.domain === this.host : domainMatches(this.host, cookie.domain),
      )
      .sort((a, b) => b.path.length - a.path.length || a.created - b.created);
  }

  /** What reading `document.cookie` gives. */
  header(): string {
    return this.visible()
      .map((cookie) => (cookie.name ? `${cookie.name}=${cookie.value}` : cookie.value))
      .join('; ');
  }

  /** name -> value of the first visible cookie of each name. */
  values(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const cookie of this.visible())
      if (!(cookie.name in result)) result[cookie.name] = cookie.value;
    return result;
  }

  /** Every stored cookie, whatever host it belongs to (expired ones dropped). */
  all(): StoredCookie[] {
    this.visible();
    return this.cookies.map((cookie) => ({ ...cookie }));
  }

  /** Closing the browser: session cookies go, persistent ones stay. */
  closeBrowser(): void {
    this.cookies = this.cookies.filter((cookie) => cookie.expires !== null);
  }

  clear(): void {
    this.cookies = [];
  }

  /** A second jar with the same cookies (same clock unless given). */
  copy(clock: () => number = this.clock): FakeCookieJar {
    const twin = new FakeCookieJar(clock);
    twin.host = this.host;
    twin.cookies = this.cookies.map((cookie) => ({ ...cookie }));
    twin.sequence = this.sequence;
    return twin;
  }

  /** Makes `doc.cookie` read and write this jar; returns the undo. */
  installOn(doc: Document): () => void {
    Object.defineProperty(doc, 'cookie', {
      configurable: true,
      get: () => this.header(),
      set: (header: string) => this.set(header),
    });
    return () => {
      delete (doc as unknown as { cookie?: string }).cookie;
    };
  }
}
