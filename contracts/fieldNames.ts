// What the shop calls each address field, in Persian: the one name the form's label, the
// server's error about it, the error summary and the order details all use. Both sides import
// these (the client's catalogue translates its labels to them), so a label and the message about
// its field cannot drift apart.

import type { StoreBillingAddress } from './store';

export type AddressFieldName = keyof StoreBillingAddress;

/** The name of each field of an address (the billing one, and a shipping one on the same page). */
export const ADDRESS_FIELD_NAMES: Readonly<Record<AddressFieldName, string>> = {
  first_name: 'نام',
  last_name: 'نام خانوادگی',
  company: 'نام شرکت',
  address_1: 'نشانی',
  address_2: 'واحد و طبقه',
  city: 'شهر',
  state: 'استان',
  postcode: 'کد پستی',
  country: 'کشور',
  phone: 'شمارهٔ موبایل',
  email: 'ایمیل',
};

/**
 * A shipping address asked for in a form of its own names its person as the one who receives the
 * parcel; its other fields keep their names.
 */
export const SHIPPING_FIELD_NAMES: Readonly<Record<AddressFieldName, string>> = {
  ...ADDRESS_FIELD_NAMES,
  first_name: 'نام گیرنده',
  last_name: 'نام خانوادگی گیرنده',
  phone: 'شمارهٔ موبایل گیرنده',
};

/** The checkout's optional national code (WooCommerce additional field). */
export const NATIONAL_CODE_NAME = 'کد ملی';

/** Fields chosen from a list (asked with "انتخاب کنید"); the rest are typed ("بنویسید"). */
export const CHOSEN_FIELDS: ReadonlySet<AddressFieldName> = new Set(['state', 'city', 'country']);

/** The message for a required field left empty, as a Persian editor writes it: "نام را بنویسید." */
export function requiredMessage(name: string, chosen: boolean): string {
  return chosen ? `${name} را انتخاب کنید.` : `${name} را بنویسید.`;
}
