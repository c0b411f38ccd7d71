// The product and post sitemaps' XML, written as text, is byte for byte what xmlbuilder2 (which
// still writes the index) writes for the same entries, escapes and empty files included.
import { create } from 'xmlbuilder2';
import { urlSetXml, type UrlEntry } from './sitemapXml';

/** The urlset as xmlbuilder2 writes it: what urlSetXml wrote before it was written as text. */
function byXmlBuilder(entries: readonly UrlEntry[]): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    'http://www.sitemaps.org/schemas/sitemap/0.9',
    'urlset',
  );
  for (const entry of entries) {
    const url = root.ele('url');
    url.ele('loc').txt(entry.loc);
    if (entry.lastmod !== undefined) url.ele('lastmod').txt(entry.lastmod);
  }
  return `${root.end({ prettyPrint: false })}\n`;
}

describe('urlSetXml', () => {
  it.each<[string, UrlEntry[]]>([
    ['no entries', []],
    [
      'plain and Persian paths, with and without a date',
      [
        { loc: 'http://shop.test/product/t-shirt/', lastmod: '2025-06-01T15:30:00+03:30' },
        { loc: `http://shop.test/product/${encodeURIComponent('تی‌شرت')}/` },
        { loc: 'http://shop.test/' },
      ],
    ],
    [
      'characters XML escapes, and quotes it leaves',
      [{ loc: `http://shop.test/?a=1&b=<2>&c="3"&d='4'&e=]]>`, lastmod: 'x&y<z>' }],
    ],
  ])('writes %s as xmlbuilder2 does', (_name, entries) => {
    expect(urlSetXml(entries)).toBe(byXmlBuilder(entries));
  });
});
