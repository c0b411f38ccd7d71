// Which link clicks the app follows itself (a plain click on a page of the app) and which it
// leaves to the browser (new tabs, downloads, other sites, files, unknown addresses).
import { isFooterSitePage } from '../../../contracts/sitePages';
import { matchPage } from './routes';

/** The parts of a click that decide whether the app or the browser should follow a link. */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/**
 * Returns the internal URL (path + query + hash) the app should show instead of letting the browser
 * load it, or null to leave the click alone: modified or middle clicks (new tab), links with a
 * target or download, other origins, same-page #anchors, and paths that are not app pages (files,
 * unknown URLs whose real 404 the server should answer). A root path beyond the footer's pages
 * is the server's to decide too: it may be a page of the site, or WordPress's feed or anything else
 * the site answers there.
 */
export function appNavigationTarget(click: LinkClick, current: Location | URL): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (!(click.target instanceof Element)) return null;
  const anchor = click.target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute('href') ?? '', current.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  const page = matchPage(url.pathname, url.search);
  if (page.name === 'notFound') return null;
  if (page.name === 'sitePage' && !isFooterSitePage(page.slug)) return null;
  return url.pathname + url.search + url.hash;
}
