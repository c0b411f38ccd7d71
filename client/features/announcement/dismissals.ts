// Which announcements this visitor has closed, kept in localStorage so a reload (or a visit next
// week) does not show the same one again, while a new announcement (a new id) still shows.

export const DISMISSED_KEY = 'persian-shop:dismissed-announcements';
/** Enough history that re-running an old campaign id stays dismissed; small enough to never matter. */
const KEEP = 20;

export interface DismissalMemory {
  wasDismissed(id: string): boolean;
  remember(id: string): void;
}

function readIds(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Storage can be missing or throw (private windows, full quota, blocked site data): then the
 * popup shows once per page load instead, which is the best that can be done without storage.
 */
export function storageMemory(
  getStorage: () => Pick<Storage, 'getItem' | 'setItem'>,
): DismissalMemory {
  return {
    wasDismissed(id) {
      try {
        return readIds(getStorage()).includes(id);
      } catch {
        return false;
      }
    },
    remember(id) {
      try {
        const storage = getStorage();
        const ids = [id, ...readIds(storage).filter((known) => known !== id)].slice(0, KEEP);
        storage.setItem(DISMISSED_KEY, JSON.stringify(ids));
      } catch {
        // Nothing to do: see above.
      }
    },
  };
}

export function browserMemory(): DismissalMemory {
  return storageMemory(() => window.localStorage);
}
