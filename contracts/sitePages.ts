// The WordPress pages the storefront draws at the site's root, as WordPress does (/about/,
// /returns/…): the ones its footer links to, and (in front of a WordPress) any other page the site
// has published at its root. Their text is the site's own (wp/v2/pages); a page the site does not
// have answers 404. docs/decisions.md says why the footer's list is fixed.
export const SITE_PAGE_SLUGS = ['about', 'returns', 'shipping', 'privacy'] as const;

export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export function sitePagePath(slug: SitePageSlug): `/${SitePageSlug}` {
  return `/${slug}`;
}

export function isFooterSitePage(slug: string): slug is SitePageSlug {
  return (SITE_PAGE_SLUGS as readonly string[]).includes(slug);
}

/**
 * A path of WordPress's page permalink shape at the root, "/sample-page/" or "/%d8%aa%d9%85%d8%a7%d8%b3":
 * one segment of a slug's characters (lower-case letters, digits, "-", "_", percent-encoded bytes).
 * Group 1 is the slug as written (percent-encoded).
 */
export const ROOT_PAGE_PATH = /^\/((?:[a-z0-9_-]|%[0-9A-Fa-f]{2})+)\/?$/;
