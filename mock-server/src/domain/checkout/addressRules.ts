// The shop's choices about the address (settings).
import {
  ADDRESS_COUNTRY,
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_LINE_MIN_LENGTH,
  NAME_MAX_LENGTH,
} from '../../../../contracts/checkout';
import { normaliseMobile, normalisePostcode, toAsciiDigits } from '../../../../contracts/iranRules';
import type { IranProvince } from '../../../../contracts/regions';
import type { StoreBillingAddress } from '../../../../contracts/store';
import { persianNumber } from '../catalog/persianText';
import type { FieldProblem } from './fieldErrors';
import {
  ADDRESS_FIELD_NAMES,
  CHOSEN_FIELDS,
  SHIPPING_FIELD_NAMES,
  requiredMessage,
} from '../../../../contracts/fieldNames';

export type AddressKind = 'billing' | 'shipping';

/** What an address may hold before checking: any field may be missing. */
export type SubmittedAddress = Partial<Record<keyof StoreBillingAddress, string>>;

/** Each kind of address names its fields as its form labels them (contracts/fieldNames.ts). */
const NAMES: Record<AddressKind, Readonly<Record<keyof StoreBillingAddress, string>>> = {
  billing: ADDRESS_FIELD_NAMES,
  shipping: SHIPPING_FIELD_NAMES,
};
const DIGIT = /[0-9\u06f0-\u06f9\u0660-\u0669]/;
// A practical address check, as WordPress's is_email: something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Arabic-keyboard letters as Persian ones, zero-width and repeated spaces tidied. */
export function tidyText(text: string): string {
  return text
    .replace(/\u064a/g, '\u06cc')
    .replace(/\u0643/g, '\u06a9')
    .replace(/\u200c{2,}/g, '\u200c')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A city as typed matches a listed one when they agree after tidying and ignoring spaces and ZWNJs. */
function sameCity(a: string, b: string): boolean {
  const key = (text: string) => tidyText(text).replace(/[\s\u200c]/g, '');
  return key(a) === key(b);
}

export interface CheckedAddress {
  address: StoreBillingAddress;
  problems: FieldProblem[];
}

/** The shop's choices about the address (settings). */
export interface CheckoutAddressRules {
  /**
   * CHECKOUT_EMAIL_OPTIONAL: a billing address with a mobile needs no email (Iranian shops know
   * their buyers by mobile). Absent: required, as stock WooCommerce requires it.
   */
  emailOptional?: boolean;
}

/**
 * The Iranian address rules for one address: names and address line, province by WooCommerce
 * code, a city of that province, a 10-digit postcode and a mobile (required for billing),
 * email (billing only). Digits may be Persian or Arabic-Indic; the address comes back
 * normalised (ASCII digits, 09… mobile, the listed spelling of the city).
 */
export function checkAddress(
  submitted: SubmittedAddress,
  kind: AddressKind,
  provinces: (code: string) => IranProvince | undefined,
  rules: CheckoutAddressRules = {},
): CheckedAddress {
  const param = `${kind}_address`;
  const problems: FieldProblem[] = [];
  const refuse = (field: keyof StoreBillingAddress, code: string, message: string) =>
    problems.push({ param, field, code: `${code}_${field}`, message });
  const names = NAMES[kind];
  const required = (field: keyof StoreBillingAddress) =>
    refuse(field, 'required', requiredMessage(names[field], CHOSEN_FIELDS.has(field)));
  const tooLong = (field: keyof StoreBillingAddress, max: number) =>
    refuse(field, 'invalid', `${names[field]} نباید بیش از ${persianNumber(max)} حرف باشد.`);
  const read = (field: keyof StoreBillingAddress) => tidyText(submitted[field] ?? '');

  const address: StoreBillingAddress = {
    first_name: read('first_name'),
    last_name: read('last_name'),
    company: read('company'),
    address_1: read('address_1'),
    address_2: read('address_2'),
    city: read('city'),
    state: toAsciiDigits(read('state')).toUpperCase(),
    postcode: read('postcode'),
    country: read('country').toUpperCase() || ADDRESS_COUNTRY,
    phone: read('phone'),
    email: kind === 'billing' ? read('email').toLowerCase() : '',
  };

  for (const field of ['first_name', 'last_name'] as const) {
    const value = address[field];
    if (value === '') required(field);
    else if (DIGIT.test(value)) refuse(field, 'invalid', `${names[field]} نباید رقم داشته باشد.`);
    else if (value.length > NAME_MAX_LENGTH) tooLong(field, NAME_MAX_LENGTH);
  }
  if (address.company.length > NAME_MAX_LENGTH * 2) tooLong('company', NAME_MAX_LENGTH * 2);
  if (address.country !== ADDRESS_COUNTRY) {
    refuse('country', 'invalid', 'فروشگاه فقط به نشانی‌های داخل ایران می‌فرستد.');
  }

  const province = address.state === '' ? undefined : provinces(address.state);
  if (address.state === '') required('state');
  else if (!province)
    refuse(
      'state',
      'invalid',
      `این ${names.state} در فهرست نیست؛ ${names.state} را از فهرست انتخاب کنید.`,
    );
  if (address.city === '') required('city');
  else if (province) {
    const listed = province.cities.find((city) => sameCity(city, address.city));
    if (listed) address.city = listed;
    else {
      refuse(
        'city',
        'invalid',
        `${names.city} «${address.city}» در ${names.state} ${province.name} نیست؛ ${names.city} را از فهرست انتخاب کنید.`,
      );
    }
  }

  if (address.address_1 === '') required('address_1');
  else if (address.address_1.length < ADDRESS_LINE_MIN_LENGTH) {
    refuse(
      'address_1',
      'invalid',
      `${names.address_1} را کامل‌تر بنویسید (دست‌کم ${persianNumber(ADDRESS_LINE_MIN_LENGTH)} حرف).`,
    );
  } else if (address.address_1.length > ADDRESS_LINE_MAX_LENGTH) {
    tooLong('address_1', ADDRESS_LINE_MAX_LENGTH);
  }
  if (address.address_2.length > ADDRESS_LINE_MAX_LENGTH) {
    tooLong('address_2', ADDRESS_LINE_MAX_LENGTH);
  }

  if (address.postcode === '') required('postcode');
  else {
    const postcode = normalisePostcode(address.postcode);
    if (postcode) address.postcode = postcode;
    else refuse('postcode', 'invalid', `${names.postcode} باید ۱۰ رقم باشد.`);
  }

  if (address.phone === '') {
    if (kind === 'billing') required('phone');
  } else {
    const mobile = normaliseMobile(address.phone);
    if (mobile) address.phone = mobile;
    else {
      refuse('phone', 'invalid', `${names.phone} درست نیست؛ آن را مانند ۰۹۱۲۳۴۵۶۷۸۹ بنویسید.`);
    }
  }

  if (kind === 'billing') {
    if (address.email === '') {
      // The mobile is required (and checked above) for billing, so it is there to reach them by.
      if (!rules.emailOptional || address.phone === '') required('email');
    } else if (!EMAIL.test(address.email) || address.email.length > 100) {
      refuse('email', 'invalid', `${names.email} درست نیست؛ آن را مانند name@example.com بنویسید.`);
    }
  }
  return { address, problems };
}

/** WooCommerce's "ship to the billing address": a shipping address with nothing filled in. */
export function isEmptyAddress(submitted: SubmittedAddress | undefined): boolean {
  if (!submitted) return true;
  return Object.entries(submitted).every(
    ([field, value]) => field === 'country' || tidyText(value ?? '') === '',
  );
}
