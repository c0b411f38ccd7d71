// WordPress sends titles, excerpts and content as rendered HTML. We never hand that HTML to the
// page as markup: it is parsed into an inert document (no scripts run, no images load) and read back.
// Names, hundreds of them in the menus, are plain text at most with esc_html's &amp;: those are
// read without a document each (issue 29: a DOMParser per name cost 300-500 ms on a phone). A
// decoder for every reference (the library `entities`) would cost 2.4 KB gzip on every page;
// anything else still goes to the parser, which knows every reference.

export type HtmlParser = (html: string) => Document;

let parse: HtmlParser = (html) => new DOMParser().parseFromString(html, 'text/html');

/** The server has no DOMParser of its own: its renderer hands in one (client/server/). */
export function setHtmlParser(parser: HtmlParser): void {
  parse = parser;
}

/** The text a reader would see, with entities decoded and whitespace collapsed. */
export function htmlToText(html: string): string {
  const text = /[<&]/.test(html.replace(/&amp;/g, ''))
    ? (parse(html).body.textContent ?? '')
    : html.replace(/&amp;/g, '&');
  return text.replace(/\s+/g, ' ').trim();
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
