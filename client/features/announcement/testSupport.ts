// The announcement the popup's tests show: a first-purchase coupon, open-ended.
import type { Announcement } from '../../../contracts/announcement';

export const welcomeAnnouncement: Announcement = {
  id: 'welcome-discount',
  title: 'هدیهٔ اولین خرید',
  message: 'با کد زیر ۱۰٪ تخفیف بگیرید.',
  code: 'WELCOME10',
  starts_at: null,
  ends_at: null,
};
