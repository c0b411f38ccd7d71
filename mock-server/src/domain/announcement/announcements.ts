// The owner's stored announcement, checked on the way in and out: the rules live here, the row
// in storage (storage/announcementRepository.ts).
import type { Announcement } from '../../../../contracts/announcement';
import type { AnnouncementStore } from '../../storage/announcementRepository';
import { checkAnnouncement } from './announcement';

export interface AnnouncementRepository {
  /** undefined: never configured; null: switched off. A stored value that no longer checks is null. */
  get(): Announcement | null | undefined;
  set(announcement: Announcement | null): void;
}

export function createAnnouncementRepository(store: AnnouncementStore): AnnouncementRepository {
  return {
    get() {
      const stored = store.read();
      if (stored === undefined) return undefined;
      // A hand-edited row that breaks the contract hides the popup instead of failing every page.
      const check = checkAnnouncement(stored);
      return check.ok ? check.announcement : null;
    },
    set(announcement) {
      const check = checkAnnouncement(announcement);
      if (!check.ok) throw new Error(`invalid announcement: ${check.problems.join('; ')}`);
      store.write(announcement);
    },
  };
}
