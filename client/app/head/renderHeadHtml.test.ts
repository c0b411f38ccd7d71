// The head written as HTML by the server: title, meta tags, links, Open Graph and JSON-LD,
// nothing for what the head lacks, and quotes or a product named like a script cannot break out.
import { productLoaded } from '../../features/catalog';
import { makeProduct } from '../../features/catalog/testSupport/products';
import { locationChanged } from '../../features/route';
import { makeTestStore } from '../testing';
import { selectPageHead, type PageHead } from './pageHead';
import { renderHeadHtml } from './renderHeadHtml';

/** The head as a browser parses it from the server's HTML. */
function parseHead(html: string): HTMLHeadElement {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  ).head;
}

const jsonLdOf = (head: HTMLHeadElement): unknown[] =>
  Array.from(head.querySelectorAll('script[type="application/ld+json"]')).map((script) =>
    JSON.parse(script.textContent ?? ''),
  );

const base: PageHead = {
  title: 'کیف – فروشگاه نمونه',
  description: 'کیف چرمی',
  canonical: 'https://shop.example/product/bag/',
  robots: 'max-image-preview:large',
  openGraph: {
    type: 'product',
    title: 'کیف – فروشگاه نمونه',
    description: 'کیف چرمی',
    url: 'https://shop.example/product/bag/',
    image: 'https://shop.example/wp-content/uploads/bag.webp',
    siteName: 'فروشگاه نمونه',
    locale: 'fa_IR',
  },
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'کیف' }],
  prev: 'https://shop.example/shop/',
  next: 'https://shop.example/shop/page/3/',
};

describe('renderHeadHtml', () => {
  it('writes the title, meta tags, links, Open Graph properties and JSON-LD', () => {
    const head = parseHead(renderHeadHtml(base));
    expect(head.querySelector('title')?.textContent).toBe(base.title);
    const meta = (selector: string) => head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('کیف چرمی');
    expect(meta('meta[name="robots"]')).toBe('max-image-preview:large');
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(base.canonical);
    expect(head.querySelector('link[rel="prev"]')?.getAttribute('href')).toBe(base.prev);
    expect(head.querySelector('link[rel="next"]')?.getAttribute('href')).toBe(base.next);
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[property="og:title"]')).toBe(base.title);
    expect(meta('meta[property="og:description"]')).toBe('کیف چرمی');
    expect(meta('meta[property="og:url"]')).toBe(base.canonical);
    expect(meta('meta[property="og:image"]')).toBe(base.openGraph.image);
    expect(meta('meta[property="og:site_name"]')).toBe('فروشگاه نمونه');
    expect(meta('meta[property="og:locale"]')).toBe('fa_IR');
    expect(jsonLdOf(head)).toEqual(base.jsonLd);
  });

  it('leaves out what the head does not have', () => {
    const html = renderHeadHtml({
      title: 'سبد خرید – فروشگاه نمونه',
      robots: 'noindex, follow',
      openGraph: { ...base.openGraph, type: 'website', description: undefined, image: undefined },
      jsonLd: [],
    });
    const head = parseHead(html);
    expect(head.querySelector('meta[name="description"]')).toBeNull();
    expect(head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(head.querySelector('link[rel="prev"], link[rel="next"]')).toBeNull();
    expect(
      head.querySelector('meta[property="og:image"], meta[property="og:description"]'),
    ).toBeNull();
    expect(head.querySelector('script')).toBeNull();
    expect(html).not.toContain('undefined');
  });

  it('keeps a quote in a description inside its attribute', () => {
    const description = 'کیف "چرم" طبیعی > & < بدلی';
    const head = parseHead(renderHeadHtml({ ...base, description }));
    const tags = head.querySelectorAll('meta[name="description"]');
    expect(tags).toHaveLength(1);
    expect(tags[0]?.getAttribute('content')).toBe(description);
    expect(head.querySelectorAll('meta')).toHaveLength(
      parseHead(renderHeadHtml(base)).querySelectorAll('meta').length,
    );
  });

  it('cannot be broken out of by a product named like a script', () => {
    const { store } = makeTestStore();
    const product = makeProduct({
      slug: 'evil',
      // Store API names are HTML: this is the text </script><script>alert(1)</script>.
      name: '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
      short_description: '<p>"quoted" &lt;/script&gt;</p>',
    });
    store.dispatch(productLoaded({ slug: 'evil', product }));
    store.dispatch(locationChanged({ pathname: '/product/evil', search: '', hash: '' }, 'start'));
    const pageHead = selectPageHead(store.getState(), 'https://shop.example');
    const name = '</script><script>alert(1)</script>';
    expect(pageHead.title).toContain(name);

    const html = renderHeadHtml(pageHead);
    expect(html).not.toContain('<script>');
    expect(html.match(/<\/script>/g)).toHaveLength(pageHead.jsonLd.length);
    const head = parseHead(html);
    expect(head.querySelectorAll('script')).toHaveLength(pageHead.jsonLd.length);
    expect(head.querySelector('title')?.textContent).toBe(pageHead.title);
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      '"quoted" </script>',
    );
    // The JSON-LD reads back as the same objects, the name intact.
    expect(jsonLdOf(head)).toEqual(pageHead.jsonLd);
    expect(jsonLdOf(head)).toContainEqual(expect.objectContaining({ '@type': 'Product', name }));
  });
});
