// The page head as HTML, for the server to put in <head> in place of the template's <title>.
// Every value is escaped: attribute text for tags, \u escapes inside the JSON-LD scripts.
import { attributeText, inlineScriptJson } from '../../../contracts/htmlText';
import type { PageHead } from './pageHead';

const meta = (name: string, content: string | undefined): string =>
  content === undefined ? '' : `<meta name="${name}" content="${attributeText(content)}">`;

const property = (name: string, content: string | undefined): string =>
  content === undefined ? '' : `<meta property="${name}" content="${attributeText(content)}">`;

const link = (rel: string, href: string | undefined): string =>
  href === undefined ? '' : `<link rel="${rel}" href="${attributeText(href)}">`;

export function renderHeadHtml(head: PageHead): string {
  const og = head.openGraph;
  return [
    `<title>${attributeText(head.title)}</title>`,
    meta('description', head.description),
    meta('robots', head.robots),
    link('canonical', head.canonical),
    link('prev', head.prev),
    link('next', head.next),
    property('og:locale', og.locale),
    property('og:type', og.type),
    property('og:title', og.title),
    property('og:description', og.description),
    property('og:url', og.url),
    property('og:site_name', og.siteName),
    property('og:image', og.image),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${inlineScriptJson(data)}</script>`,
    ),
  ]
    .filter((tag) => tag !== '')
    .join('');
}
