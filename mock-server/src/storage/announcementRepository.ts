import type Database from 'better-sqlite3';
import type { Announcement } from '../../../contracts/announcement';
import { checkAnnouncement } from '../domain/announcement/announcement';
import { createSqliteSettingsRepository } from './settingsRepository';

/** One row of the settings table; no migration needed. */
export const ANNOUNCEMENT_SETTING = 'persian_shop_announcement';

export interface AnnouncementRepository {
  /** undefined: never configured; null: switched off. A stored value that no longer checks is null. */
  get(): Announcement | null | undefined;
  set(announcement: Announcement | null): void;
}

export function createSqliteAnnouncementRepository(db: Database.Database): AnnouncementRepository {
  const settings = createSqliteSettingsRepository(db);
  return {
    get() {
      const raw = settings.get(ANNOUNCEMENT_SETTING);
      if (raw === undefined) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return null;
      }
      // A hand-edited row that breaks the contract hides the popup instead of failing every page.
      const check = checkAnnouncement(parsed);
      return check.ok ? check.announcement : null;
    },
    set(announcement) {
      const check = checkAnnouncement(announcement);
      if (!check.ok) throw new Error(`invalid announcement: ${check.problems.join('; ')}`);
      settings.set(ANNOUNCEMENT_SETTING, JSON.stringify(announcement));
    },
  };
}
