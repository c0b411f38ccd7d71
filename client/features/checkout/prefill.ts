// Filling the checkout for a shopper the shop knows: a signed-in customer from the account (the
// saved addresses, then the name, mobile and email of the account itself), a returning guest from
// the details of their last order in this browser. Pure: the reducer applies these, the saga
// fetches and stores.
import type { AccountAddresses, AccountCustomer } from '../../../contracts/account';
import { toPersianDigits } from '../../ui/digits';
import { ADDRESS_FIELDS, type AddressField } from './fields';

export type AddressValues = Record<AddressField, string>;
export type SavedAddressId = 'billing' | 'shipping';

export interface SavedAddress {
  id: SavedAddressId;
  values: AddressValues;
}

/** What the shop knows about the shopper before they type. */
export interface KnownDetails {
  /** The account's own saved addresses, billing first; [] for a guest. */
  addresses: SavedAddress[];
  /** The fields to fill when the page opens (the first saved address, completed by the account). */
  values: Partial<AddressValues>;
  /** Where they came from: the account, or this browser's memory of a guest's last order. */
  source: 'account' | 'browser';
}

const pick = (address: Partial<Record<AddressField, string>>): AddressValues =>
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field] ?? ''])) as AddressValues;

/** Persian digits in what the shopper sees: a saved mobile or postcode is stored in Latin digits. */
function forDisplay(values: AddressValues): AddressValues {
  return {
    ...values,
    phone: toPersianDigits(values.phone),
    postcode: toPersianDigits(values.postcode),
  };
}

const isFilled = (values: AddressValues) =>
  values.address_1.trim() !== '' || values.state !== '' || values.first_name.trim() !== '';

const sameAddress = (a: AddressValues, b: AddressValues) =>
  a.state === b.state && a.city === b.city && a.address_1.trim() === b.address_1.trim();

/** The signed-in customer's details: saved addresses (distinct ones), the account's contacts. */
export function accountDetails(
  customer: AccountCustomer,
  saved: AccountAddresses | null,
): KnownDetails {
  const addresses: SavedAddress[] = [];
  for (const id of ['billing', 'shipping'] as const) {
    const address = saved?.[id];
    if (!address) continue;
    const values = forDisplay(pick(address));
    if (isFilled(values) && !addresses.some((other) => sameAddress(other.values, values))) {
      addresses.push({ id, values });
    }
  }
  const profile: Partial<AddressValues> = {
    first_name: customer.first_name,
    last_name: customer.last_name,
    phone: toPersianDigits(customer.mobile ?? ''),
    email: customer.email ?? '',
  };
  return {
    addresses,
    values: completeWith(addresses[0]?.values ?? {}, profile),
    source: 'account',
  };
}

/**
 * What the account filled, so the page says only what is true: a saved address (the whole
 * form), the account's own name and contacts alone, or nothing at all.
 */
export function accountFilled(known: KnownDetails): 'address' | 'contacts' | 'nothing' {
  if (known.addresses.length > 0) return 'address';
  return Object.values(known.values).some((value) => (value ?? '') !== '') ? 'contacts' : 'nothing';
}

/** Empty fields of `values` taken from `fallback` (a shipping address has no email, say). */
export function completeWith(
  values: Partial<AddressValues>,
  fallback: Partial<AddressValues>,
): Partial<AddressValues> {
  const result: Partial<AddressValues> = { ...values };
  for (const field of ADDRESS_FIELDS) {
    if ((result[field] ?? '') === '' && (fallback[field] ?? '') !== '') {
      result[field] = fallback[field];
    }
  }
  return result;
}

/** A guest's remembered details as this browser stored them; null when absent or not ours. */
export function readRememberedDetails(stored: string | null): KnownDetails | null {
  if (stored === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const values: Partial<AddressValues> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.length <= 500) values[field] = value;
  }
  return Object.keys(values).length === 0 ? null : { addresses: [], values, source: 'browser' };
}

/**
 * Fills the fields the shopper has neither typed in nor left filled; never touches what they
 * typed. The city only comes with its own province, so a province the shopper chose keeps
 * its own cities.
 */
export function fillUntouched(
  current: AddressValues,
  typed: Partial<Record<AddressField, true>>,
  known: Partial<AddressValues>,
): AddressValues {
  const next: AddressValues = { ...current };
  for (const field of ADDRESS_FIELDS) {
    if (field === 'city') continue;
    const value = known[field] ?? '';
    if (value !== '' && typed[field] !== true && current[field] === '') next[field] = value;
  }
  const city = known.city ?? '';
  if (city !== '' && typed.city !== true && current.city === '' && next.state === known.state) {
    next.city = city;
  }
  return next;
}
