// The page URLs the server answers with the app (see mock-server routes/pages). Anything else is
// a not-found page, which the server also sends with a 404 status.
import { __ } from '../../i18n';

export type Page =
  | { name: 'home' }
  | { name: 'shop' }
  | { name: 'product'; slug: string }
  | { name: 'cart' }
  | { name: 'checkout' }
  | { name: 'orderReceived'; orderId: number; key: string }
  | { name: 'myAccount' }
  | { name: 'contact' }
  | { name: 'search'; query: string }
  | { name: 'blog' }
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
  '/shop': { name: 'shop' },
  '/cart': { name: 'cart' },
  '/checkout': { name: 'checkout' },
  '/my-account': { name: 'myAccount' },
  '/contact': { name: 'contact' },
  '/blog': { name: 'blog' },
  '/shop-admin/attribution': { name: 'attributionReport' },
};

const WITH_SLUG = /^\/(blog|product)\/([^/]+)$/;
/** WooCommerce's order received endpoint: /checkout/order-received/{id}/?key=wc_order_… */
const ORDER_RECEIVED = /^\/checkout\/order-received\/([1-9][0-9]{0,15})$/;

export function matchPage(pathname: string, search = ''): Page {
  // WordPress permalinks usually end in a slash; both spellings name the same page.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = FIXED[path];
  if (fixed) return fixed;
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
  return { name: 'notFound' };
}

export const paths = {
  home: '/',
  shop: '/shop',
  cart: '/cart',
  checkout: '/checkout',
  myAccount: '/my-account',
  contact: '/contact',
  search: '/search',
  blog: '/blog',
  attributionReport: '/shop-admin/attribution',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(decodeSlug(slug))}`,
  product: (slug: string) => `/product/${encodeURIComponent(decodeSlug(slug))}`,
} as const;

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
