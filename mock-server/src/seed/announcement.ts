// The demo shop's popup.
import type Database from 'better-sqlite3';
import type { Announcement } from '../../../contracts/announcement';
import { createAnnouncementRepository } from '../domain/announcement/announcements';
import { createSqliteAnnouncementStore } from '../storage/announcementRepository';

/** The demo shop's popup: the first-purchase discount code, with no end date. */
export const SEEDED_ANNOUNCEMENT: Announcement = {
  id: 'welcome-discount',
  title: 'هدیهٔ اولین خرید',
  message: 'با کد زیر ۱۰٪ تخفیف اولین خریدتان را بگیرید.\nکد را در سبد خرید وارد کنید.',
  // The seeded coupon (seed/coupons.ts): the code works in the cart.
  code: 'welcome10',
  starts_at: null,
  ends_at: null,
};

/** Writes the demo announcement once; an owner's own (or an explicit "none") is never replaced. */
export function seedAnnouncementIfMissing(db: Database.Database): void {
  const announcements = createAnnouncementRepository(createSqliteAnnouncementStore(db));
  if (announcements.get() === undefined) announcements.set(SEEDED_ANNOUNCEMENT);
}
