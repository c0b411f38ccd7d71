// Which root paths (/sample-page/, /contact-main/) are pages the WordPress site has published, so
// the storefront draws them itself instead of forwarding them to the site's theme. The list of
// the site's page slugs is read at most once per period and shared by every request meanwhile:
// an unknown path never costs a REST round trip of its own, so asking for many costs the site
// nothing. docs/decisions.md "Every published page of the site, drawn by the storefront".
import { ROOT_PAGE_PATH } from '../../../contracts/sitePages';

/** How long the list of the site's pages is trusted: a page just published shows within this. */
export const ROOT_PAGES_SECONDS = 30;
/** After a failed reading, how long paths are forwarded as before without asking again. */
export const ROOT_PAGES_RETRY_SECONDS = 5;

export interface RootPages {
  /** Whether this request path (query allowed) is one of the site's published pages. */
  has(url: string): Promise<boolean>;
  /** Reads the list again on the next question (after the site was written to). */
  clear(): void;
}

export interface RootPagesOptions {
  /** The decoded slugs of the site's published root pages; a failure forwards as before. */
  read: () => Promise<string[]>;
  clock: () => number;
  seconds?: number;
  retrySeconds?: number;
  /** Told once per failed reading. */
  onError?: (error: unknown) => void;
}

/** The decoded slug of a path of the page permalink shape, or undefined. */
export function rootPageSlug(url: string): string | undefined {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const match = ROOT_PAGE_PATH.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

export function createRootPages({
  read,
  clock,
  seconds = ROOT_PAGES_SECONDS,
  retrySeconds = ROOT_PAGES_RETRY_SECONDS,
  onError,
}: RootPagesOptions): RootPages {
  let current: { slugs: Promise<ReadonlySet<string>>; until: number } | undefined;

  const slugs = (): Promise<ReadonlySet<string>> => {
    const now = clock();
    if (current && now < current.until) return current.slugs;
    const reading = read().then(
      (list) => new Set(list) as ReadonlySet<string>,
      (error: unknown) => {
        onError?.(error);
        // Forwarded as before meanwhile; asked again sooner than a good list.
        if (current?.slugs === reading) current.until = clock() + retrySeconds * 1000;
        return new Set<string>() as ReadonlySet<string>;
      },
    );
    current = { slugs: reading, until: now + seconds * 1000 };
    return reading;
  };

  return {
    async has(url) {
      const slug = rootPageSlug(url);
      // Paths outside the permalink shape (files, wp-login.php, nested paths) never ask the site.
      if (slug === undefined) return false;
      return (await slugs()).has(slug);
    },
    clear() {
      current = undefined;
    },
  };
}
