// The server's page URLs (contracts/pagePaths.ts) and the client's page matching agree: every URL
// the server answers with the app is a page the app draws, and every page has a URL.
import { SHELL_PATHS } from '../../../contracts/pagePaths';
import { matchPage, type PageName } from './routes';

/** A URL of the pattern, with a plausible value for each parameter. */
function sample(pattern: string): string {
  return pattern.replace(':page', '2').replace(':slug', 'a').replace(':id', '12');
}

describe('page paths', () => {
  it('draws a page (not the not-found page) for every URL the server sends the app for', () => {
    for (const pattern of SHELL_PATHS) {
      expect({ pattern, page: matchPage(sample(pattern), '?s=x&key=k').name }).not.toEqual({
        pattern,
        page: 'notFound',
      });
    }
  });

  it('has a server URL for every page but the not-found one', () => {
    const reached = new Set(SHELL_PATHS.map((pattern) => matchPage(sample(pattern), '?s=x').name));
    const pages: PageName[] = [
      'home',
      'shop',
      'product',
      'cart',
      'checkout',
      'orderReceived',
      'myAccount',
      'contact',
      'sitePage',
      'search',
      'blog',
      'blogPost',
      'attributionReport',
    ];
    expect([...reached].sort()).toEqual([...pages].sort());
  });
});
