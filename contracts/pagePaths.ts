// The URLs the server answers with the app (routes/shell.ts registers each), in find-my-way's
// syntax; the client's client/features/route/routes.ts reads the same URLs into pages, and
// client/features/route/pagePaths.test.ts fails when the two lists part.
import { SITE_PAGE_SLUGS, sitePagePath } from './sitePages';

/** The SPA's pages; trailing slashes are ignored. */
export const SHELL_PATHS = [
  '/',
  '/shop',
  '/shop/page/:page',
  '/product-category/:slug',
  '/product-category/:slug/page/:page',
  '/product/:slug',
  '/cart',
  '/checkout',
  '/checkout/order-received/:id',
  '/my-account',
  '/my-account/orders',
  '/contact',
  ...SITE_PAGE_SLUGS.map(sitePagePath),
  '/blog',
  '/blog/page/:page',
  '/blog/:slug',
  '/search',
  '/shop-admin/attribution',
] as const;
