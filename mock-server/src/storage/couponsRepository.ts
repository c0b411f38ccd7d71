// The coupons in SQLite: the shop's coupon catalogue, and the codes applied to each cart.
import type Database from 'better-sqlite3';

/** A coupon of the shop's catalogue. Money is whole Toman. */
export interface CouponRecord {
  /** Lower-case, as wc_format_coupon_code stores it. */
  code: string;
  /** percent: `amount` per cent of the items; fixed_cart: `amount` Toman off the cart. */
  discountType: 'percent' | 'fixed_cart';
  amount: number;
  /** The items must cost at least this much (0: no minimum). */
  minimumAmount: number;
  /** GMT "YYYY-MM-DDTHH:MM:SS" after which it no longer applies, or null. */
  expiresGmt: string | null;
  description: string;
}

export interface CouponsRepository {
  find(code: string): CouponRecord | undefined;
  /** Codes applied to a customer's cart, in the order applied. */
  cartCodes(customerId: string): string[];
  /** Applies a code to the cart (creating the cart row when needed). */
  applyToCart(customerId: string, code: string, nowGmt: string): void;
  removeFromCart(customerId: string, code: string): boolean;
  /** Adds or replaces a coupon of the catalogue. */
  save(coupon: CouponRecord): void;
}

interface CouponRow {
  code: string;
  discount_type: 'percent' | 'fixed_cart';
  amount: number;
  minimum_amount: number;
  expires_gmt: string | null;
  description: string;
}

export function createSqliteCouponsRepository(db: Database.Database): CouponsRepository {
  const find = db.prepare<[string], CouponRow>('SELECT * FROM coupons WHERE code = ?');
  const codes = db.prepare<[string], { code: string }>(
    'SELECT code FROM cart_coupons WHERE customer_id = ? ORDER BY position',
  );
  const touchCart = db.prepare<[string, string]>(
    `INSERT INTO carts (customer_id, updated_gmt) VALUES (?, ?)
     ON CONFLICT (customer_id) DO UPDATE SET updated_gmt = excluded.updated_gmt`,
  );
  const apply = db.prepare<{ customerId: string; code: string }>(
    `INSERT OR IGNORE INTO cart_coupons (customer_id, code, position)
     VALUES (@customerId, @code,
       (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_coupons WHERE customer_id = @customerId))`,
  );
  const remove = db.prepare<[string, string]>(
    'DELETE FROM cart_coupons WHERE customer_id = ? AND code = ?',
  );
  const save = db.prepare<CouponRow>(
    `INSERT INTO coupons (code, discount_type, amount, minimum_amount, expires_gmt, description)
     VALUES (@code, @discount_type, @amount, @minimum_amount, @expires_gmt, @description)
     ON CONFLICT (code) DO UPDATE SET discount_type = excluded.discount_type,
       amount = excluded.amount, minimum_amount = excluded.minimum_amount,
       expires_gmt = excluded.expires_gmt, description = excluded.description`,
  );
  return {
    find(code) {
      const row = find.get(code);
      return row
        ? {
            code: row.code,
            discountType: row.discount_type,
            amount: row.amount,
            minimumAmount: row.minimum_amount,
            expiresGmt: row.expires_gmt,
            description: row.description,
          }
        : undefined;
    },
    cartCodes: (customerId) => codes.all(customerId).map((row) => row.code),
    applyToCart(customerId, code, nowGmt) {
      touchCart.run(customerId, nowGmt);
      apply.run({ customerId, code });
    },
    removeFromCart: (customerId, code) => remove.run(customerId, code).changes > 0,
    save(coupon) {
      save.run({
        code: coupon.code,
        discount_type: coupon.discountType,
        amount: coupon.amount,
        minimum_amount: coupon.minimumAmount,
        expires_gmt: coupon.expiresGmt,
        description: coupon.description,
      });
    },
  };
}
