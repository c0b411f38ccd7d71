// The demo shop's coupons (README lists them).
import type Database from 'better-sqlite3';
import type { CouponRecord } from '../domain/coupons/coupon';
import { createSqliteCouponsRepository } from '../storage/couponsRepository';

/** The demo shop's coupons (README lists them). welcome10 is the one the welcome popup shows. */
export const SEEDED_COUPONS: readonly CouponRecord[] = [
  {
    code: 'welcome10',
    discountType: 'percent',
    amount: 10,
    minimumAmount: 0,
    expiresGmt: null,
    description: 'ده درصد تخفیف خرید اول',
  },
  {
    code: 'nowruz',
    discountType: 'fixed_cart',
    amount: 200_000,
    minimumAmount: 2_000_000,
    expiresGmt: '2099-03-20T20:30:00',
    description: 'دویست هزار تومان تخفیف برای خرید از دو میلیون تومان',
  },
  {
    code: 'yalda1403',
    discountType: 'percent',
    amount: 20,
    minimumAmount: 0,
    expiresGmt: '2024-12-21T20:30:00',
    description: 'تخفیف شب یلدا (منقضی شده)',
  },
];

/** Adds the demo coupons that are missing; a coupon the owner changed is left as it is. */
export function seedCouponsIfMissing(db: Database.Database): void {
  const coupons = createSqliteCouponsRepository(db);
  db.transaction(() => {
    for (const coupon of SEEDED_COUPONS) if (!coupons.find(coupon.code)) coupons.save(coupon);
  })();
}
