// The cart's shipping as WooCommerce calculates it: the whole cart is one package, sent to the
// cart's shipping address; the first zone, in zone order, that lists the address's country or
// province gives the rates, the first of them selected. The shop's methods are free, so the
// package costs nothing and the totals only say that shipping was calculated.
import type { StoreShippingPackage } from '../../../../contracts/checkout';
import type { StoreAddress } from '../../../../contracts/store';
import type { ShippingZoneRecord } from '../../storage/shippingZonesRepository';
import { TOMAN } from '../catalog/money';

/** What a package needs to know about a cart line. */
export interface PackageLine {
  key: string;
  /** The product's or variation's full name ("تی‌شرت - قرمز، S"). */
  name: string;
  quantity: number;
}

/** The zone WooCommerce would pick for the address, if any. */
export function matchingZone(
  zones: readonly ShippingZoneRecord[],
  address: Pick<StoreAddress, 'country' | 'state'>,
): ShippingZoneRecord | undefined {
  const state = `${address.country}:${address.state}`;
  return zones.find((zone) =>
    zone.locations.some((location) =>
      location.type === 'state' ? location.code === state : location.code === address.country,
    ),
  );
}

/** The one package of a cart that needs shipping; undefined when no zone ships there. */
export function shippingPackage(
  zones: readonly ShippingZoneRecord[],
  address: StoreAddress,
  lines: readonly PackageLine[],
): StoreShippingPackage | undefined {
  const zone = matchingZone(zones, address);
  if (!zone || zone.methods.length === 0) return undefined;
  const items = lines.map(({ key, name, quantity }) => ({ key, name, quantity }));
  // WooCommerce's "Items" meta: the package's lines, with the &times; entity as it writes it.
  const itemsMeta = items.map((item) => `${item.name} &times; ${item.quantity}`).join(', ');
  return {
    package_id: 0,
    name: 'مرسولهٔ ۱',
    destination: {
      address_1: address.address_1,
      address_2: address.address_2,
      city: address.city,
      state: address.state,
      postcode: address.postcode,
      country: address.country,
    },
    items,
    shipping_rates: zone.methods.map((method, index) => ({
      rate_id: `${method.methodId}:${method.instanceId}`,
      name: method.title,
      description: '',
      delivery_time: '',
      price: '0',
      taxes: '0',
      instance_id: method.instanceId,
      method_id: method.methodId,
      meta_data: [{ key: 'Items', value: itemsMeta }],
      selected: index === 0,
      ...TOMAN,
    })),
  };
}
