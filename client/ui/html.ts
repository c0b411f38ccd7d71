// WordPress sends titles, excerpts and content as rendered HTML. We never hand that HTML to the
// page as markup: it is parsed into an inert document (no scripts run, no images load) and read back.
// Names and titles, hundreds of them in the menus, are mostly plain text with a few entities: those
// are decoded without a document per string (issue 29: DOMParser per name cost 300-500 ms on a phone).
import { decodeXML } from 'entities/decode';

export type HtmlParser = (html: string) => Document;

let parse: HtmlParser = (html) => new DOMParser().parseFromString(html, 'text/html');

/** The server has no DOMParser of its own: its renderer hands in one (client/server/). */
export function setHtmlParser(parser: HtmlParser): void {
  parse = parser;
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * What WordPress writes in names and titles: numeric references (wptexturize's &#8211;) and the
 * five XML names (esc_html's &amp; &lt; …). decodeXML reads those with a table of a few bytes;
 * the full HTML table (2,000+ names) would add ~20 KB of JavaScript to every page.
 */
const NAMED_BEYOND_XML = /&(?!(?:amp|lt|gt|quot|apos);)[a-z][a-z0-9]*;?/i;

/** The text a reader would see, with entities decoded and whitespace collapsed. */
export function htmlToText(html: string): string {
  if (!html.includes('<') && !NAMED_BEYOND_XML.test(html)) {
    return collapse(html.includes('&') ? decodeXML(html) : html);
  }
  // Markup, or a rarer entity (&hellip;, &nbsp;): the parser knows them all.
  return collapse(parse(html).body.textContent ?? '');
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
