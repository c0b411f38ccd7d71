// Where the welcome popup (the announcement) is kept: one row of the settings table, handed back
// as it was written for the domain to check.
import type Database from 'better-sqlite3';
import type { Announcement } from '../../../contracts/announcement';
import { createSqliteSettingsRepository } from './settingsRepository';

/** One row of the settings table; no migration needed. */
export const ANNOUNCEMENT_SETTING = 'persian_shop_announcement';

/**
 * The stored announcement as it is: storage neither checks nor shapes it, the domain does
 * (domain/announcement/announcements.ts), so a hand-edited row reaches the same rules as the
 * ANNOUNCEMENT variable.
 */
export interface AnnouncementStore {
  /** undefined: never configured; null: not JSON (or switched off); else the parsed value. */
  read(): unknown;
  write(announcement: Announcement | null): void;
}

export function createSqliteAnnouncementStore(db: Database.Database): AnnouncementStore {
  const settings = createSqliteSettingsRepository(db);
  return {
    read() {
      const raw = settings.get(ANNOUNCEMENT_SETTING);
      if (raw === undefined) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return null;
      }
    },
    write(announcement) {
      settings.set(ANNOUNCEMENT_SETTING, JSON.stringify(announcement));
    },
  };
}
