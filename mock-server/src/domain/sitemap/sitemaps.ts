// WordPress's core sitemaps (WP 5.5+, lastmod since 6.5): an index of sitemaps, one series per
// object subtype, split at 2000 URLs a file. The shop lists what its storefront shows: posts,
// pages, products and product categories. Paths here are site paths; the route adds the origin.
import type { CatalogRepository } from '../../storage/catalogRepository';
import type { PostRecord, PostType, PostsRepository } from '../../storage/postsRepository';
import { CATEGORY_BASE, PRODUCT_BASE } from '../catalog/productView';
import { parseGmt, siteLocalDateTime, SITE_UTC_OFFSET_MINUTES } from '../siteTime';

/** wp_sitemaps_get_max_urls(): WordPress's default, below the protocol's 50,000. */
export const MAX_URLS_PER_SITEMAP = 2000;

export type SitemapSubtype =
  | { provider: 'posts'; subtype: 'post' | 'page' | 'product' }
  | { provider: 'taxonomies'; subtype: 'product_cat' };

export type SitemapRef = SitemapSubtype & { page: number };

export interface SitemapEntry {
  /** A site path ("/product/x/"): WordPress's permalink spelling, with the trailing slash. */
  path: string;
  /** W3C date-time in the site's time zone (WordPress's wp_date( DATE_W3C )). */
  lastmod?: string;
}

/** The series in WordPress's index order: post types (post, page, product), then taxonomies. */
const SUBTYPES: readonly SitemapSubtype[] = [
  { provider: 'posts', subtype: 'post' },
  { provider: 'posts', subtype: 'page' },
  { provider: 'posts', subtype: 'product' },
  { provider: 'taxonomies', subtype: 'product_cat' },
];

/** "/wp-sitemap-posts-post-2.xml" */
export function sitemapPath(ref: SitemapRef): string {
  return `/wp-sitemap-${ref.provider}-${ref.subtype}-${ref.page}.xml`;
}

/** The sitemap a file name names ("posts-post-2.xml", after "wp-sitemap-"), or null. */
export function parseSitemapName(name: string): SitemapRef | null {
  const match = /^(posts|taxonomies)-([a-z_]+)-([1-9][0-9]{0,8})\.xml$/.exec(name);
  if (!match) return null;
  const [, provider, subtype, page] = match;
  const known = SUBTYPES.find((s) => s.provider === provider && s.subtype === subtype);
  return known ? { ...known, page: Number(page) } : null;
}

/** DATE_W3C in the shop's time zone: "2025-04-01T13:30:00+03:30". */
export function w3cDate(gmt: string): string {
  const offset = SITE_UTC_OFFSET_MINUTES;
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${siteLocalDateTime(parseGmt(gmt))}${sign}${hours}:${minutes}`;
}

const slugPath = (base: string, slug: string) => `${base}${encodeURIComponent(slug)}/`;

export interface SitemapDeps {
  posts: PostsRepository;
  catalog: CatalogRepository;
  clock: () => Date;
  /** Whether the storefront shows a page at this path ("/contact"): only those are listed. */
  showsPage: (path: string) => boolean;
  maxUrls?: number;
}

export interface Sitemaps {
  /** Every sitemap file, in the index's order. */
  index(): SitemapRef[];
  /** The entries of one sitemap file, or null when there is no such file (the route answers "not found"). */
  entries(ref: SitemapRef): SitemapEntry[] | null;
}

interface KeptSitemaps {
  version: string;
  index: SitemapRef[] | undefined;
  files: Map<string, SitemapEntry[]>;
}

export function createSitemaps(deps: SitemapDeps): Sitemaps {
  const max = deps.maxUrls ?? MAX_URLS_PER_SITEMAP;

  const postEntry = (base: string) => (record: { slug: string; modifiedGmt: string }) => ({
    path: slugPath(base, record.slug),
    lastmod: w3cDate(record.modifiedGmt),
  });

  function allOfType(type: PostType): PostRecord[] {
    const limit = deps.posts.count(type);
    if (limit === 0) return [];
    return deps.posts.list({ type, offset: 0, limit, orderBy: 'id', order: 'asc' }).items;
  }

  /** The site's pages the storefront shows, at WordPress's page permalink /{slug}/. */
  function shownPages(): SitemapEntry[] {
    return allOfType('page')
      .filter((page) => deps.showsPage(`/${page.slug}`))
      .map(postEntry('/'));
  }

  /** WooCommerce's product_cat terms with hide_empty: a term counts its descendants' products. */
  function nonEmptyCategories(): SitemapEntry[] {
    const categories = [...deps.catalog.allCategories()].sort((a, b) => a.id - b.id);
    const counts = deps.catalog.categoryCounts();
    return categories
      .filter((c) => (counts.get(c.id) ?? 0) > 0)
      .map((c) => ({ path: slugPath(CATEGORY_BASE, c.slug) }));
  }

  function total(subtype: SitemapSubtype['subtype']): number {
    switch (subtype) {
      case 'post':
        return deps.posts.count('post');
      case 'page':
        return shownPages().length;
      case 'product':
        return productsPage(0, 0).total;
      case 'product_cat':
        return nonEmptyCategories().length;
    }
  }

  function productsPage(offset: number, limit: number) {
    const { items, total: count } = deps.catalog.listedProductPaths(offset, limit);
    return { items: items.map(postEntry(PRODUCT_BASE)), total: count };
  }

  function slice(ref: SitemapRef): SitemapEntry[] {
    const offset = (ref.page - 1) * max;
    switch (ref.subtype) {
      case 'post':
        return deps.posts.listPaths('post', offset, max).map(postEntry('/blog/'));
      case 'page': {
        const pages = shownPages().slice(offset, offset + max);
        // WordPress puts the home page first on the first page sitemap (its front page).
        return ref.page === 1 ? [{ path: '/' }, ...pages] : pages;
      }
      case 'product':
        return productsPage(offset, max).items;
      case 'product_cat':
        return nonEmptyCategories().slice(offset, offset + max);
    }
  }

  // Built files are kept until a product (not its stock: a sale changes no URL), a category or
  // a post changes; the product files otherwise list up to 2,000 products per request.
  let kept: KeptSitemaps = { version: '', index: undefined, files: new Map() };
  function cache(): KeptSitemaps {
    const version = `${deps.catalog.version()}.${deps.posts.version()}`;
    if (kept.version !== version) kept = { version, index: undefined, files: new Map() };
    return kept;
  }

  function buildIndex(): SitemapRef[] {
    return SUBTYPES.flatMap((series) => {
      // The pages series always exists: the home page is on its first file.
      const pages = Math.max(
        Math.ceil(total(series.subtype) / max),
        series.subtype === 'page' ? 1 : 0,
      );
      return Array.from({ length: pages }, (_, i) => ({ ...series, page: i + 1 }));
    });
  }

  return {
    index() {
      const kept = cache();
      kept.index ??= buildIndex();
      return kept.index;
    },
    entries(ref) {
      const files = cache().files;
      const key = sitemapPath(ref);
      const known = files.get(key);
      if (known) return known;
      const built = buildEntries(ref);
      // Only files that exist are kept: made-up page numbers must not fill the memory.
      if (built) files.set(key, built);
      return built;
    },
  };

  function buildEntries(ref: SitemapRef): SitemapEntry[] | null {
    const entries = slice(ref);
    return entries.length > 0 ? entries : null;
  }
}
