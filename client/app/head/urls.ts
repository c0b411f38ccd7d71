// Absolute URLs for the head, always from the configured site URL (never the request's host).
// Pages are named in WordPress's permalink form, with the trailing slash the Store API's
// permalinks and the sitemap use, so every spelling of a page names one canonical URL.

/** "https://shop.example/" or "https://shop.example/fa" -> the origin and path with no end slash. */
export function siteBase(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** A site path ("/product/x", "/shop?page=2") as its absolute permalink ("…/product/x/"). */
export function permalink(siteUrl: string, sitePath: string): string {
  const queryAt = sitePath.search(/[?#]/);
  const path = queryAt < 0 ? sitePath : sitePath.slice(0, queryAt);
  const rest = queryAt < 0 ? '' : sitePath.slice(queryAt);
  const slashed = path.endsWith('/') ? path : `${path}/`;
  return `${siteBase(siteUrl)}${slashed.startsWith('/') ? slashed : `/${slashed}`}${rest}`;
}

/** A site path as an absolute URL, as it is (search and pagination links keep their spelling). */
export function absolute(siteUrl: string, sitePath: string): string {
  return `${siteBase(siteUrl)}${sitePath.startsWith('/') ? sitePath : `/${sitePath}`}`;
}

/** Media URLs may be absolute already (a media host) or site-relative ("/wp-content/…"). */
export function mediaUrl(siteUrl: string, src: string): string | undefined {
  if (src.trim() === '') return undefined;
  try {
    return new URL(src, `${siteBase(siteUrl)}/`).href;
  } catch {
    return undefined;
  }
}
