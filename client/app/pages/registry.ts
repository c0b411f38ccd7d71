// Which chunk draws which page, and the chunks loaded so far. `import()` makes each its own file
// in the browser build (named for the server's preload hints); the server's build keeps them in
// one file, so there they resolve at once.
import type { PageName } from '../../features/route';
import { addStrings } from '../../i18n';
import type { PageModule } from './types';

const chunkLoaders = {
  home: () => import(/* webpackChunkName: "page-home" */ './home'),
  catalog: () => import(/* webpackChunkName: "page-catalog" */ './catalog'),
  product: () => import(/* webpackChunkName: "page-product" */ './product'),
  cart: () => import(/* webpackChunkName: "page-cart" */ './cart'),
  checkout: () => import(/* webpackChunkName: "page-checkout" */ './checkout'),
  orderReceived: () => import(/* webpackChunkName: "page-order-received" */ './orderReceived'),
  account: () => import(/* webpackChunkName: "page-account" */ './account'),
  contact: () => import(/* webpackChunkName: "page-contact" */ './contact'),
  sitePage: () => import(/* webpackChunkName: "page-site-page" */ './sitePage'),
  search: () => import(/* webpackChunkName: "page-search" */ './search'),
  blog: () => import(/* webpackChunkName: "page-blog" */ './blog'),
  attributionReport: () =>
    import(/* webpackChunkName: "page-attribution-report" */ './attributionReport'),
  notFound: () => import(/* webpackChunkName: "page-not-found" */ './notFound'),
} satisfies Record<string, () => Promise<{ page: PageModule }>>;

export type PageChunk = keyof typeof chunkLoaders;

const CHUNK_OF: Record<PageName, PageChunk> = {
  home: 'home',
  shop: 'catalog',
  product: 'product',
  cart: 'cart',
  checkout: 'checkout',
  orderReceived: 'orderReceived',
  myAccount: 'account',
  contact: 'contact',
  sitePage: 'sitePage',
  search: 'search',
  blog: 'blog',
  blogPost: 'blog',
  attributionReport: 'attributionReport',
  notFound: 'notFound',
};

/** Every page the route table names. */
export const PAGE_NAMES = Object.keys(CHUNK_OF) as PageName[];

export function chunkOf(page: PageName): PageChunk {
  return CHUNK_OF[page];
}

/** The file name webpack gives the chunk (webpackChunkName above), for the page's preload. */
export function chunkFileName(page: PageName): string {
  return `page-${chunkOf(page).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

const loaded = new Map<PageChunk, PageModule>();

/** Loads (once) the chunk that draws `page`. */
export async function loadPageModule(page: PageName): Promise<PageModule> {
  const chunk = chunkOf(page);
  const known = loaded.get(chunk);
  if (known) return known;
  const { page: module } = await chunkLoaders[chunk]();
  addStrings(module.strings ?? []);
  loaded.set(chunk, module);
  return module;
}

/** The module drawing `page` if its chunk has arrived; the route saga waits for it. */
export function loadedPageModule(page: PageName): PageModule | undefined {
  return loaded.get(chunkOf(page));
}
