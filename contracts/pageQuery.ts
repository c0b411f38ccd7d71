// The query parameters a page of the shop reads when it is drawn, on the server or in the browser:
// the listing's sorting and filters (features/listing/listingQuery.ts), the former shop links'
// category and page (features/route/routes.ts), search text and results page (features/search),
// the order received key, my-account's view and order id (features/account/view.ts) and a
// product's preselected swatches (features/swatches, `attribute_pa_*`). Any other parameter
// (utm_*, gclid, fbclid, a random one) changes nothing on the page, so the server's page cache
// leaves it out of the key.
const READ = new Set([
  'orderby',
  'min_price',
  'max_price',
  'category',
  'page',
  's',
  'key',
  'view',
  'id',
]);
const READ_PREFIXES = ['filter_', 'attribute_'];

function isRead(name: string): boolean {
  return READ.has(name) || READ_PREFIXES.some((prefix) => name.startsWith(prefix));
}

function nameOf(pair: string): string {
  const raw = (pair.split('=', 1)[0] ?? '').replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The path and only the parameters pages read, in the order given: one key per page shown. */
export function pageCacheKey(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '' && isRead(nameOf(pair)));
  return kept.length > 0 ? `${url.slice(0, at)}?${kept.join('&')}` : url.slice(0, at);
}
