// Whether this browser session has already shown the shopper a page, kept in sessionStorage so a
// second page load in the same tab (a reload, a link opened by the server) may show the popup,
// while the first page of a visit never does.

export const PAGE_SEEN_KEY = 'persian-shop:page-seen';

export interface VisitMemory {
  /** An earlier page load of this browser session was seen. */
  pageWasSeen(): boolean;
  rememberPageSeen(): void;
}

/**
 * Storage can be missing or throw (private windows, blocked site data): then no earlier page is
 * known, and the popup waits for a navigation inside the app, as on any first page.
 */
export function storageVisitMemory(
  getStorage: () => Pick<Storage, 'getItem' | 'setItem'>,
): VisitMemory {
  return {
    pageWasSeen() {
      try {
        return getStorage().getItem(PAGE_SEEN_KEY) !== null;
      } catch {
        return false;
      }
    },
    rememberPageSeen() {
      try {
        getStorage().setItem(PAGE_SEEN_KEY, '1');
      } catch {
        // Nothing to do: see above.
      }
    },
  };
}

export function browserVisitMemory(): VisitMemory {
  return storageVisitMemory(() => window.sessionStorage);
}
