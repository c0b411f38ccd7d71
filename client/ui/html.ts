// WordPress sends titles, excerpts and content as rendered HTML. We never hand that HTML to the
// page as markup: it is parsed into an inert document (no scripts run, no images load) and read back.

export type HtmlParser = (html: string) => Document;

let parse: HtmlParser = (html) => new DOMParser().parseFromString(html, 'text/html');

/** The server has no DOMParser of its own: its renderer hands in one (client/server/). */
export function setHtmlParser(parser: HtmlParser): void {
  parse = parser;
}

/** The text a reader would see, with entities decoded and whitespace collapsed. */
export function htmlToText(html: string): string {
  return (parse(html).body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The parsed body of an HTML fragment, for walkers that rebuild it from an allow-list. */
export function parseFragment(html: string): HTMLElement {
  return parse(html).body;
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Relative links and http(s)/mailto/tel links are kept; javascript:, data: and the like are not. */
export function isSafeHref(href: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(href.trim(), 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}
