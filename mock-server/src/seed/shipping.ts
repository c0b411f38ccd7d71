// The demo shop's shipping.
import type Database from 'better-sqlite3';
import { createSqliteShippingZonesRepository } from '../storage/shippingZonesRepository';

/**
 * The demo shop's shipping: one zone for all of Iran with free shipping, as the reference
 * WooCommerce site is set up. Added only while the shop has no shipping zone at all.
 */
export function seedShippingIfMissing(db: Database.Database): void {
  const zones = createSqliteShippingZonesRepository(db);
  db.transaction(() => {
    if (zones.zones().length > 0) return;
    zones.addZone({
      name: 'ایران',
      locations: [{ type: 'country', code: 'IR' }],
      methods: [{ methodId: 'free_shipping', title: 'ارسال رایگان' }],
    });
  })();
}
