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

export type AddressKind = 'billing' | 'shipping';

/** What an address may hold before checking: any field may be missing. */
export type SubmittedAddress = Partial<Record<keyof StoreBillingAddress, string>>;

const LABELS: Record<keyof StoreBillingAddress, string> = {
  first_name: 'نام',
  last_name: 'نام خانوادگی',
  company: 'نام شرکت',
  address_1: 'نشانی',
  address_2: 'ادامهٔ نشانی',
  city: 'شهر',
  state: 'استان',
  postcode: 'کد پستی',
  country: 'کشور',
  phone: 'تلفن همراه',
  email: 'ایمیل',
};

const WHERE: Record<AddressKind, string> = { billing: 'صورتحساب', shipping: 'ارسال' };
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
): CheckedAddress {
  const param = `${kind}_address`;
  const problems: FieldProblem[] = [];
  const refuse = (field: keyof StoreBillingAddress, code: string, message: string) =>
    problems.push({ param, field, code: `${code}_${field}`, message });
  const required = (field: keyof StoreBillingAddress) =>
    refuse(field, 'required', `«${LABELS[field]}» ${WHERE[kind]} را وارد کنید.`);
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
    else if (DIGIT.test(value))
      refuse(field, 'invalid', `«${LABELS[field]}» نباید عدد داشته باشد.`);
    else if (value.length > NAME_MAX_LENGTH) {
      refuse(
        field,
        'invalid',
        `«${LABELS[field]}» بیش از ${persianNumber(NAME_MAX_LENGTH)} نویسه است.`,
      );
    }
  }
  if (address.company.length > NAME_MAX_LENGTH * 2) {
    refuse(
      'company',
      'invalid',
      `«${LABELS.company}» بیش از ${persianNumber(NAME_MAX_LENGTH * 2)} نویسه است.`,
    );
  }
  if (address.country !== ADDRESS_COUNTRY) {
    refuse('country', 'invalid', 'فروشگاه فقط به نشانی‌های داخل ایران ارسال می‌کند.');
  }

  const province = address.state === '' ? undefined : provinces(address.state);
  if (address.state === '') required('state');
  else if (!province)
    refuse('state', 'invalid', 'استان انتخاب‌شده معتبر نیست؛ آن را از فهرست انتخاب کنید.');
  if (address.city === '') required('city');
  else if (province) {
    const listed = province.cities.find((city) => sameCity(city, address.city));
    if (listed) address.city = listed;
    else {
      refuse(
        'city',
        'invalid',
        `شهر «${address.city}» در استان ${province.name} نیست؛ شهر را از فهرست انتخاب کنید.`,
      );
    }
  }

  if (address.address_1 === '') required('address_1');
  else if (address.address_1.length < ADDRESS_LINE_MIN_LENGTH) {
    refuse(
      'address_1',
      'invalid',
      `نشانی را کامل‌تر بنویسید (دست‌کم ${persianNumber(ADDRESS_LINE_MIN_LENGTH)} نویسه).`,
    );
  } else if (address.address_1.length > ADDRESS_LINE_MAX_LENGTH) {
    refuse(
      'address_1',
      'invalid',
      `نشانی بیش از ${persianNumber(ADDRESS_LINE_MAX_LENGTH)} نویسه است.`,
    );
  }
  if (address.address_2.length > ADDRESS_LINE_MAX_LENGTH) {
    refuse(
      'address_2',
      'invalid',
      `ادامهٔ نشانی بیش از ${persianNumber(ADDRESS_LINE_MAX_LENGTH)} نویسه است.`,
    );
  }

  if (address.postcode === '') required('postcode');
  else {
    const postcode = normalisePostcode(address.postcode);
    if (postcode) address.postcode = postcode;
    else refuse('postcode', 'invalid', 'کد پستی باید ۱۰ رقم باشد.');
  }

  if (address.phone === '') {
    if (kind === 'billing') required('phone');
  } else {
    const mobile = normaliseMobile(address.phone);
    if (mobile) address.phone = mobile;
    else refuse('phone', 'invalid', 'شمارهٔ تلفن همراه درست نیست؛ مانند ۰۹۱۲۳۴۵۶۷۸۹ بنویسید.');
  }

  if (kind === 'billing') {
    if (address.email === '') required('email');
    else if (!EMAIL.test(address.email) || address.email.length > 100) {
      refuse('email', 'invalid', 'نشانی ایمیل درست نیست.');
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
