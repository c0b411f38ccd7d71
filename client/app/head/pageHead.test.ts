// The head of every kind of page: titles, descriptions, canonical URLs (Persian slugs kept
// percent-encoded), JSON-LD for products, posts and home, neighbour links of paged listings,
// and noindex for search results and for what does not exist.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { StoreCategory } from '../../../contracts/store';
import { postLoaded, postMissing } from '../../features/blog';
import { listKey } from '../../features/catalog';
import {
  categoriesLoaded,
  listLoaded,
  productLoaded,
  productMissing,
  quantityChanged,
} from '../../features/catalog';
import { makeProduct, referenceProduct, toman } from '../../features/catalog/testSupport/products';
import { locationChanged } from '../../features/route';
import { sitePageLoaded } from '../../features/sitePage';
import { selectDocumentTitle } from '../documentTitle';
import type { RootState } from '../store';
import { makePost, makeTestStore } from '../testing';
import { pageHeadSelector, selectPageHead } from './pageHead';

const SITE = 'https://shop.example';

// As the seed has it (mock-server/src/seed/catalogProducts.ts), in the Store API's shape.
const cardHolder = makeProduct({
  id: 41,
  slug: 'leather-card-holder',
  name: 'جاکارتی چرم طبیعی',
  sku: 'WL-CARD',
  short_description: '<p>جاکارتی باریک برای جیب پیراهن.</p>',
  description: '<p>چهار جای کارت و یک جیب وسط برای اسکناس.</p>\n<p>دوخت دستی.</p>',
  prices: {
    ...toman,
    price: '450000',
    regular_price: '450000',
    sale_price: '450000',
    price_range: null,
  },
  images: [
    {
      id: 7,
      src: '/wp-content/uploads/leather-card-holder.webp',
      thumbnail: '/wp-content/uploads/leather-card-holder-150x150.webp',
      srcset: '',
      sizes: '',
      name: 'leather-card-holder',
      alt: '',
    },
  ],
  categories: [
    {
      id: 9,
      name: 'کیف پول',
      slug: 'wallets',
      link: 'https://shop.example/product-category/wallets/',
    },
  ],
});

const wallets: StoreCategory = {
  id: 9,
  name: 'کیف پول',
  slug: 'wallets',
  description: '<p>کیف‌های پول و جاکارتی‌های چرمی، دوخت دست.</p>',
  parent: 0,
  count: 4,
  image: null,
  review_count: 0,
  permalink: 'https://shop.example/product-category/wallets/',
};

function stateAt(url: string, ...actions: UnknownAction[]): RootState {
  const { store } = makeTestStore();
  for (const action of actions) store.dispatch(action);
  const { pathname, search } = new URL(url, SITE);
  store.dispatch(locationChanged({ pathname, search, hash: '' }, 'start'));
  return store.getState();
}

function ofType(head: { jsonLd: Record<string, unknown>[] }, type: string) {
  return head.jsonLd.find((data) => data['@type'] === type);
}

describe('selectPageHead', () => {
  it('names a product by its name, with its description, image, offer and breadcrumbs', () => {
    const state = stateAt(
      '/product/leather-card-holder',
      productLoaded({ slug: 'leather-card-holder', product: cardHolder }),
    );
    const head = selectPageHead(state, `${SITE}/`);
    expect(head.title).toBe('جاکارتی چرم طبیعی – فروشگاه نمونه');
    expect(selectDocumentTitle(state)).toBe(head.title);
    expect(head.description).toBe('جاکارتی باریک برای جیب پیراهن.');
    expect(head.canonical).toBe('https://shop.example/product/leather-card-holder/');
    expect(head.robots).toBe('max-image-preview:large');
    expect(head.openGraph).toEqual({
      type: 'product',
      title: head.title,
      description: head.description,
      url: head.canonical,
      image: 'https://shop.example/wp-content/uploads/leather-card-holder.webp',
      siteName: 'فروشگاه نمونه',
      locale: 'fa_IR',
    });
    expect(ofType(head, 'Product')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'جاکارتی چرم طبیعی',
      url: head.canonical,
      description: 'جاکارتی باریک برای جیب پیراهن.',
      sku: 'WL-CARD',
      image: ['https://shop.example/wp-content/uploads/leather-card-holder.webp'],
      // 450,000 Toman is 4,500,000 Rials.
      offers: {
        '@type': 'Offer',
        price: '4500000',
        priceCurrency: 'IRR',
        availability: 'https://schema.org/InStock',
        url: head.canonical,
      },
    });
    expect(ofType(head, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'خانه', item: 'https://shop.example/' },
        { position: 2, name: 'کیف پول', item: 'https://shop.example/product-category/wallets/' },
        { position: 3, name: 'جاکارتی چرم طبیعی', item: head.canonical },
      ],
    });
  });

  it('falls back to the long description and says when a product is out of stock', () => {
    const soldOut = makeProduct({
      slug: 'sold-out',
      name: 'کیف دستی',
      sku: '',
      short_description: '',
      description: `<p>${'چرم گاوی '.repeat(40)}</p>`,
      is_in_stock: false,
    });
    const head = selectPageHead(
      stateAt('/product/sold-out/', productLoaded({ slug: 'sold-out', product: soldOut })),
      SITE,
    );
    const description = head.description ?? '';
    expect(Array.from(description).length).toBeLessThanOrEqual(160);
    expect(Array.from(description).length).toBeGreaterThan(140);
    // Cut between words, never inside one.
    expect(description.endsWith('…')).toBe(true);
    expect(new Set(description.slice(0, -1).split(' '))).toEqual(new Set(['چرم', 'گاوی']));
    const product = ofType(head, 'Product');
    expect(product).not.toHaveProperty('sku');
    expect(product?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('gives a variable product an AggregateOffer over its price range', () => {
    const tshirt = {
      ...referenceProduct(),
      variations: [11, 12, 13, 14].map((id) => ({ id, attributes: [] })),
    };
    const head = selectPageHead(
      stateAt('/product/tshirt', productLoaded({ slug: 'tshirt', product: tshirt })),
      SITE,
    );
    expect(ofType(head, 'Product')?.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '9000000',
      highPrice: '12000000',
      priceCurrency: 'IRR',
      offerCount: 4,
      availability: 'https://schema.org/InStock',
      url: 'https://shop.example/product/tshirt/',
    });
  });

  it('keeps a Persian slug percent-encoded in the canonical URL', () => {
    const product = makeProduct({ slug: 'کیف-چرمی', name: 'کیف چرمی' });
    const head = selectPageHead(
      stateAt(
        '/product/%DA%A9%DB%8C%D9%81-%DA%86%D8%B1%D9%85%DB%8C',
        productLoaded({ slug: 'کیف-چرمی', product }),
      ),
      SITE,
    );
    expect(head.canonical).toBe(
      'https://shop.example/product/%DA%A9%DB%8C%D9%81-%DA%86%D8%B1%D9%85%DB%8C/',
    );
  });

  it('names a category page by its category, with its description; later pages keep their number', () => {
    const first = selectPageHead(
      stateAt('/product-category/wallets/', categoriesLoaded([wallets])),
      SITE,
    );
    expect(first.title).toBe('کیف پول – فروشگاه نمونه');
    expect(first.description).toBe('کیف‌های پول و جاکارتی‌های چرمی، دوخت دست.');
    expect(first.canonical).toBe('https://shop.example/product-category/wallets/');
    expect(first.openGraph.type).toBe('website');
    expect(ofType(first, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { item: 'https://shop.example/' },
        { name: 'کیف پول', item: first.canonical },
      ],
    });

    const third = selectPageHead(
      stateAt('/product-category/wallets/page/3/', categoriesLoaded([wallets])),
      SITE,
    );
    expect(third.title).toBe('کیف پول – صفحهٔ ۳ – فروشگاه نمونه');
    expect(third.canonical).toBe('https://shop.example/product-category/wallets/page/3/');
  });

  it('names a post by its title, with its excerpt and an Article', () => {
    const post = makePost({
      slug: 'choosing-a-wallet',
      title: { rendered: 'راهنمای انتخاب کیف &amp; کمربند' },
      excerpt: { rendered: '<p>چند نکته برای خرید کیف پول چرمی [&hellip;]</p>', protected: false },
      date_gmt: '2024-03-01T06:30:00',
      modified_gmt: '2024-03-05T08:00:00',
    });
    const head = selectPageHead(
      stateAt('/blog/choosing-a-wallet/', postLoaded({ slug: 'choosing-a-wallet', post })),
      SITE,
    );
    expect(head.title).toBe('راهنمای انتخاب کیف & کمربند – فروشگاه نمونه');
    expect(head.description).toBe('چند نکته برای خرید کیف پول چرمی […]');
    expect(head.canonical).toBe('https://shop.example/blog/choosing-a-wallet/');
    expect(head.openGraph.type).toBe('article');
    expect(ofType(head, 'Article')).toMatchObject({
      headline: 'راهنمای انتخاب کیف & کمربند',
      datePublished: '2024-03-01T06:30:00Z',
      dateModified: '2024-03-05T08:00:00Z',
      url: head.canonical,
    });
    expect(ofType(head, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { item: 'https://shop.example/' },
        { name: 'وبلاگ', item: 'https://shop.example/blog/' },
        { name: 'راهنمای انتخاب کیف & کمربند', item: head.canonical },
      ],
    });
  });

  it('names a site page by its title, with its excerpt; one the site lacks is not indexed', () => {
    const returns = {
      ...makePost({
        slug: 'returns',
        title: { rendered: 'شرایط بازگشت کالا' },
        excerpt: {
          rendered: '<p>تا هفت روز پس از تحویل، کالا را پس بفرستید.</p>',
          protected: false,
        },
      }),
      type: 'page' as const,
      parent: 0,
      menu_order: 1,
    };
    const head = selectPageHead(
      stateAt('/returns/', sitePageLoaded({ slug: 'returns', page: returns })),
      SITE,
    );
    expect(head.title).toBe('شرایط بازگشت کالا – فروشگاه نمونه');
    expect(head.description).toBe('تا هفت روز پس از تحویل، کالا را پس بفرستید.');
    expect(head.canonical).toBe('https://shop.example/returns/');
    expect(head.robots).toBe('max-image-preview:large');
    const missing = selectPageHead(
      stateAt('/privacy', sitePageLoaded({ slug: 'privacy', page: null })),
      SITE,
    );
    expect(missing.title).toBe('صفحه پیدا نشد – فروشگاه نمونه');
    expect(missing.robots).toBe('noindex, follow');
  });

  it('gives home the site name, its welcome line and the WebSite search action', () => {
    const head = selectPageHead(stateAt('/'), 'https://shop.example/');
    expect(head.title).toBe('فروشگاه نمونه');
    expect(head.description).toBe(
      'به فروشگاه ما خوش آمدید. محصولات را ببینید و نوشته‌های وبلاگ را بخوانید.',
    );
    expect(head.canonical).toBe('https://shop.example/');
    expect(ofType(head, 'WebSite')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'فروشگاه نمونه',
      url: 'https://shop.example/',
      inLanguage: 'fa-IR',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://shop.example/search?s={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('describes the contact page with its lead line and breadcrumbs', () => {
    const head = selectPageHead(stateAt('/contact'), SITE);
    expect(head.title).toBe('تماس با ما – فروشگاه نمونه');
    expect(head.description).toMatch(/^پرسش/);
    expect(head.canonical).toBe('https://shop.example/contact/');
    expect(ofType(head, 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'خانه' }, { name: 'تماس با ما', item: head.canonical }],
    });
  });

  it('keeps the page number of paged listings and names the page in the title', () => {
    const shop = selectPageHead(stateAt('/shop/page/2/'), SITE);
    expect(shop.title).toBe('فروشگاه – صفحهٔ ۲ – فروشگاه نمونه');
    expect(shop.canonical).toBe('https://shop.example/shop/page/2/');
    const blog = selectPageHead(stateAt('/blog/page/4'), SITE);
    expect(blog.canonical).toBe('https://shop.example/blog/page/4/');
    expect(selectPageHead(stateAt('/shop'), SITE).canonical).toBe('https://shop.example/shop/');
  });

  it('links a loaded listing page to its neighbours, absolute from the site URL', () => {
    const loaded = listLoaded({
      key: listKey({ category: '', page: 2, filters: '' }),
      items: [cardHolder],
      total: 40,
      totalPages: 3,
    });
    const head = selectPageHead(stateAt('/shop/page/2/', loaded), SITE);
    expect(head.prev).toBe('https://shop.example/shop/');
    expect(head.next).toBe('https://shop.example/shop/page/3/');
    const first = selectPageHead(stateAt('/product/leather-card-holder'), SITE);
    expect(first).not.toHaveProperty('prev');
    expect(first).not.toHaveProperty('next');
  });

  it.each(['/cart', '/checkout', '/my-account', '/checkout/order-received/12?key=wc_order_x'])(
    '%s is not indexed and has no canonical URL',
    (url) => {
      const head = selectPageHead(stateAt(url), SITE);
      expect(head.robots).toBe('noindex, follow');
      expect(head).not.toHaveProperty('canonical');
      expect(head.jsonLd).toEqual([]);
      // A link preview gets the page without its query (an order key).
      expect(head.openGraph.url).not.toContain('?');
    },
  );

  it('does not index search results, and titles them with the search text', () => {
    const head = selectPageHead(stateAt('/search?s=کیف'), SITE);
    expect(head.robots).toBe('noindex, follow');
    expect(head).not.toHaveProperty('canonical');
    expect(head.title).toBe('نتایج جستجو برای «کیف» – فروشگاه نمونه');
    expect(head.openGraph.url).toBe('https://shop.example/search/');
  });

  it('does not index a product, post or page that does not exist', () => {
    const product = selectPageHead(stateAt('/product/nope', productMissing('nope')), SITE);
    expect(product.title).toBe('محصول پیدا نشد – فروشگاه نمونه');
    expect(product.robots).toBe('noindex, follow');
    expect(product).not.toHaveProperty('canonical');
    const post = selectPageHead(stateAt('/blog/nope', postMissing('nope')), SITE);
    expect(post.robots).toBe('noindex, follow');
    const page = selectPageHead(stateAt('/no/where'), SITE);
    expect(page.title).toBe('صفحه پیدا نشد – فروشگاه نمونه');
    expect(page.robots).toBe('noindex, follow');
    expect(page.jsonLd).toEqual([]);
  });

  it('sends no description rather than an empty one', () => {
    const bare = makeProduct({
      slug: 'bare',
      name: 'بی‌توضیح',
      short_description: '',
      description: '<p> </p>',
    });
    const head = selectPageHead(
      stateAt('/product/bare', productLoaded({ slug: 'bare', product: bare })),
      SITE,
    );
    expect(head).not.toHaveProperty('description');
    expect(head.openGraph).not.toHaveProperty('description');
    expect(ofType(head, 'Product')).not.toHaveProperty('description');
  });

  it('builds every URL from the site URL given, whatever the product permalink says', () => {
    const elsewhere = {
      ...cardHolder,
      permalink: 'http://127.0.0.1:3000/product/leather-card-holder/',
    };
    const head = selectPageHead(
      stateAt(
        '/product/leather-card-holder',
        productLoaded({ slug: 'leather-card-holder', product: elsewhere }),
      ),
      'https://www.shop.example/fa/',
    );
    expect(head.canonical).toBe('https://www.shop.example/fa/product/leather-card-holder/');
    expect(head.openGraph.url).toBe(head.canonical);
    expect(JSON.stringify(head)).not.toContain('127.0.0.1');
  });

  it('keeps the same head while actions leave its sources alone', () => {
    const { store } = makeTestStore();
    store.dispatch(productLoaded({ slug: 'leather-card-holder', product: cardHolder }));
    store.dispatch(
      locationChanged({ pathname: '/product/leather-card-holder', search: '', hash: '' }, 'start'),
    );
    const select = pageHeadSelector(SITE);
    const before = select(store.getState());
    store.dispatch(quantityChanged({ productId: cardHolder.id, quantity: 2 }));
    expect(select(store.getState())).toBe(before);
    store.dispatch(locationChanged({ pathname: '/cart', search: '', hash: '' }, 'push'));
    expect(select(store.getState()).robots).toBe('noindex, follow');
  });
});
