// The shipping zones in SQLite, in the order they are matched, with their places and methods.
import type Database from 'better-sqlite3';

/** One shipping method of a zone (WooCommerce's zone method instance). */
export interface ShippingMethodRecord {
  instanceId: number;
  /** WooCommerce's method id; the shop ships with free_shipping only. */
  methodId: 'free_shipping';
  title: string;
}

export interface ShippingZoneRecord {
  id: number;
  name: string;
  /** "IR" for a country, "IR:THR" for a province, as WooCommerce writes zone locations. */
  locations: { type: 'country' | 'state'; code: string }[];
  /** Enabled methods in their order. */
  methods: ShippingMethodRecord[];
}

export interface ShippingZonesRepository {
  /** Every zone in match order (zone_order, then id). */
  zones(): ShippingZoneRecord[];
  /** Adds a zone with its locations and methods; its id. */
  addZone(
    zone: Omit<ShippingZoneRecord, 'id' | 'methods'> & {
      methods: Omit<ShippingMethodRecord, 'instanceId'>[];
    },
  ): number;
}

export function createSqliteShippingZonesRepository(
  db: Database.Database,
): ShippingZonesRepository {
  const zones = db.prepare<[], { id: number; name: string }>(
    'SELECT id, name FROM shipping_zones ORDER BY zone_order, id',
  );
  const locations = db.prepare<[number], { type: 'country' | 'state'; code: string }>(
    'SELECT type, code FROM shipping_zone_locations WHERE zone_id = ? ORDER BY rowid',
  );
  const methods = db.prepare<
    [number],
    { instance_id: number; method_id: 'free_shipping'; title: string }
  >(
    `SELECT instance_id, method_id, title FROM shipping_zone_methods
     WHERE zone_id = ? AND enabled = 1 ORDER BY method_order, instance_id`,
  );
  const insertZone = db.prepare<[string, number]>(
    'INSERT INTO shipping_zones (name, zone_order) VALUES (?, ?)',
  );
  const insertLocation = db.prepare<[number, string, string]>(
    'INSERT INTO shipping_zone_locations (zone_id, type, code) VALUES (?, ?, ?)',
  );
  const insertMethod = db.prepare<[number, string, string, number]>(
    `INSERT INTO shipping_zone_methods (zone_id, method_id, title, method_order)
     VALUES (?, ?, ?, ?)`,
  );
  const addZone = db.transaction(
    (zone: Parameters<ShippingZonesRepository['addZone']>[0]): number => {
      const id = Number(insertZone.run(zone.name, zones.all().length).lastInsertRowid);
      for (const location of zone.locations) insertLocation.run(id, location.type, location.code);
      zone.methods.forEach((method, order) =>
        insertMethod.run(id, method.methodId, method.title, order),
      );
      return id;
    },
  );

  return {
    zones: () =>
      zones.all().map((zone) => ({
        id: zone.id,
        name: zone.name,
        locations: locations.all(zone.id),
        methods: methods.all(zone.id).map((row) => ({
          instanceId: row.instance_id,
          methodId: row.method_id,
          title: row.title,
        })),
      })),
    addZone: (zone) => addZone(zone),
  };
}
