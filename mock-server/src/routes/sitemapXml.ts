// The sitemaps protocol's XML (sitemaps.org 0.9) as WordPress's WP_Sitemaps_Renderer writes it,
// minus its XSL stylesheet instruction (a styling aid for people, ignored by crawlers).
import { create } from 'xmlbuilder2';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface UrlEntry {
  loc: string;
  lastmod?: string;
}

function document(rootName: 'sitemapindex' | 'urlset') {
  return create({ version: '1.0', encoding: 'UTF-8' }).ele(SITEMAP_NS, rootName);
}

/** <sitemapindex><sitemap><loc>…</loc></sitemap>…</sitemapindex> */
export function sitemapIndexXml(locations: readonly string[]): string {
  const root = document('sitemapindex');
  for (const loc of locations) root.ele('sitemap').ele('loc').txt(loc);
  return `${root.end({ prettyPrint: false })}\n`;
}

/** <urlset><url><loc>…</loc><lastmod>…</lastmod></url>…</urlset> */
export function urlSetXml(entries: readonly UrlEntry[]): string {
  const root = document('urlset');
  for (const entry of entries) {
    const url = root.ele('url');
    url.ele('loc').txt(entry.loc);
    if (entry.lastmod !== undefined) url.ele('lastmod').txt(entry.lastmod);
  }
  return `${root.end({ prettyPrint: false })}\n`;
}
