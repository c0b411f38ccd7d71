// The WordPress pages the storefront draws at the site's root, as WordPress does (/about/,
// /returns/…): the ones its footer links to. Their text is the site's own (wp/v2/pages); a page
// the site does not have answers 404. docs/decisions.md says why the list is fixed.
export const SITE_PAGE_SLUGS = ['about', 'returns', 'shipping', 'privacy'] as const;

export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export function sitePagePath(slug: SitePageSlug): `/${SitePageSlug}` {
  return `/${slug}`;
}
