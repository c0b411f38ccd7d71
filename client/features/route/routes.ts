// The page URLs the server answers with the app (see mock-server routes/shell.ts). Anything else
// is a not-found page, which the server also sends with a 404 status.
import {
  BLOG_BASE,
  PRODUCT_CATEGORY_BASE,
  SHOP_BASE,
  blogPagePath,
  parsePageNumber,
  shopPagePath,
} from '../../../contracts/listingPaths';
import {
  ROOT_PAGE_PATH,
  SITE_PAGE_SLUGS,
  isFooterSitePage,
  sitePagePath,
} from '../../../contracts/sitePages';
import { __ } from '../../i18n';

export type Page =
  | { name: 'home' }
  /** The whole shop, or one product category of it (decoded slug); page counts from 1. */
  | { name: 'shop'; page: number; category?: string }
  | { name: 'product'; slug: string }
  | { name: 'cart' }
  | { name: 'checkout' }
  | { name: 'orderReceived'; orderId: number; key: string }
  | { name: 'myAccount' }
  | { name: 'contact' }
  /**
   * One of the site's own pages at its root, by its decoded slug: the footer's (about, returns,
   * shipping, privacy) or any other the site has (/sample-page/); a slug it has not is a 404.
   */
  | { name: 'sitePage'; slug: string }
  | { name: 'search'; query: string }
  | { name: 'blog'; page: number }
  | { name: 'blogPost'; slug: string }
  | { name: 'attributionReport' }
  | { name: 'notFound' };

export type PageName = Page['name'];

/** Slugs travel percent-encoded in URLs (and sometimes in WordPress data); we keep them decoded. */
export function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

const FIXED: Record<string, Page> = {
  '/': { name: 'home' },
  '/cart': { name: 'cart' },
  '/checkout': { name: 'checkout' },
  '/my-account': { name: 'myAccount' },
  // WooCommerce's orders endpoint: in front of a stock WooCommerce the account page lists them.
  '/my-account/orders': { name: 'myAccount' },
  '/contact': { name: 'contact' },
  '/shop-admin/attribution': { name: 'attributionReport' },
  ...Object.fromEntries(
    SITE_PAGE_SLUGS.map((slug): [string, Page] => [sitePagePath(slug), { name: 'sitePage', slug }]),
  ),
};

const WITH_SLUG = /^\/(blog|product)\/([^/]+)$/;
/** The first segments of the shop's own slugged pages: bare, they name nothing. */
const SHOP_BASES = new Set(['product', PRODUCT_CATEGORY_BASE.slice(1)]);
/** WooCommerce's order received endpoint: /checkout/order-received/{id}/?key=wc_order_… */
const ORDER_RECEIVED = /^\/checkout\/order-received\/([1-9][0-9]{0,15})$/;
/** The paged listings (contracts/listingPaths.ts): /blog/page/N, /shop/page/N, categories. */
const BLOG_PAGE = new RegExp(`^${BLOG_BASE}(?:/page/([^/]+))?$`);
const SHOP_PAGE = new RegExp(`^${SHOP_BASE}(?:/page/([^/]+))?$`);
const CATEGORY_PAGE = new RegExp(`^${PRODUCT_CATEGORY_BASE}/([^/]+)(?:/page/([^/]+))?$`);

/** The page number of a listing URL: none written is page 1; a written one must be 1, 2, … */
function pageNumber(written: string | undefined): number | null {
  return written === undefined ? 1 : parsePageNumber(written);
}

function matchListing(path: string, search: string): Page | null {
  const blog = BLOG_PAGE.exec(path);
  if (blog) {
    const page = pageNumber(blog[1]);
    return page === null ? { name: 'notFound' } : { name: 'blog', page };
  }
  const shop = SHOP_PAGE.exec(path);
  if (shop) {
    const page = pageNumber(shop[1]);
    if (page === null) return { name: 'notFound' };
    // The former /shop?category=…&page=… (the server redirects it; an old link inside a post
    // is followed in the app without a reload, so it reads the same way here).
    const legacy = new URLSearchParams(shop[1] === undefined ? search : '');
    const category = (legacy.get('category') ?? '').trim();
    const legacyPage = parsePageNumber(legacy.get('page') ?? '') ?? page;
    return category
      ? { name: 'shop', page: legacyPage, category: decodeSlug(category) }
      : { name: 'shop', page: legacyPage };
  }
  const category = CATEGORY_PAGE.exec(path);
  if (category?.[1]) {
    const page = pageNumber(category[2]);
    return page === null
      ? { name: 'notFound' }
      : { name: 'shop', page, category: decodeSlug(category[1]) };
  }
  return null;
}

export function matchPage(pathname: string, search = ''): Page {
  // WordPress permalinks usually end in a slash; both spellings name the same page.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = FIXED[path];
  if (fixed) return fixed;
  const listing = matchListing(path, search);
  if (listing) return listing;
  if (path === '/search') {
    return { name: 'search', query: new URLSearchParams(search).get('s') ?? '' };
  }
  const received = ORDER_RECEIVED.exec(path);
  if (received?.[1]) {
    const key = new URLSearchParams(search).get('key') ?? '';
    return { name: 'orderReceived', orderId: Number(received[1]), key };
  }
  const slugged = WITH_SLUG.exec(path);
  if (slugged?.[2]) {
    const slug = decodeSlug(slugged[2]);
    return slugged[1] === 'blog' ? { name: 'blogPost', slug } : { name: 'product', slug };
  }
  const rootPage = ROOT_PAGE_PATH.exec(path);
  if (rootPage?.[1] && !SHOP_BASES.has(rootPage[1])) {
    return { name: 'sitePage', slug: decodeSlug(rootPage[1]) };
  }
  return { name: 'notFound' };
}

export const paths = {
  home: '/',
  shop: '/shop',
  /** Page N of the shop, or of one category: WooCommerce's permalinks. */
  shopPage: (page: number, category?: string) => shopPagePath(page, category),
  cart: '/cart',
  checkout: '/checkout',
  myAccount: '/my-account',
  contact: '/contact',
  sitePage: sitePagePath,
  search: '/search',
  blog: '/blog',
  blogPage: (page: number) => blogPagePath(page),
  attributionReport: '/shop-admin/attribution',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(decodeSlug(slug))}`,
  product: (slug: string) => `/product/${encodeURIComponent(decodeSlug(slug))}`,
} as const;

/** The footer's name for a site page, and its heading while its text loads. */
export function sitePageLabel(slug: string): string {
  if (!isFooterSitePage(slug)) return __('Site page');
  switch (slug) {
    case 'about':
      return __('About us');
    case 'returns':
      return __('Returns and refunds');
    case 'shipping':
      return __('Delivery and shipping');
    case 'privacy':
      return __('Privacy policy');
  }
}

/** The heading (h1) of pages whose heading does not come from data. */
export function pageHeading(page: Page): string {
  switch (page.name) {
    case 'home':
      return __('Home');
    case 'shop':
      return __('Shop');
    case 'product':
      return __('Product');
    case 'cart':
      return __('Cart');
    case 'checkout':
      return __('Checkout');
    case 'orderReceived':
      return __('Order received');
    case 'myAccount':
      return __('My account');
    case 'contact':
      return __('Contact us');
    case 'sitePage':
      return sitePageLabel(page.slug);
    case 'search':
      return __('Search');
    case 'blog':
    case 'blogPost':
      return __('Blog');
    case 'attributionReport':
      return __('Order sources report');
    case 'notFound':
      return __('Page not found');
  }
}
