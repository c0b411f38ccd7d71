// The account forms' fields and their client-side checks. The server decides (and answers the
// same rules per field); these checks only spare a round trip and put the message beside the
// field at once. Persian and Arabic-Indic digits are accepted everywhere a number is typed.
import {
  ADDRESS_FIELDS,
  emptyAddress,
  isStaffLogin,
  type AccountAddress,
  type AccountAddresses,
} from '../../../contracts/account';
import { normaliseMobile, normalisePostcode, toAsciiDigits } from '../../../contracts/iranRules';
import type { IranProvince } from '../../../contracts/regions';
import { __, sprintf } from '../../i18n';
import { toPersianDigits } from '../../ui/digits';

export type FormName = 'signIn' | 'register' | 'addresses' | 'lookup';
export type FieldValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

export const PASSWORD_MIN = 8;

export const FORM_FIELDS: Record<FormName, readonly string[]> = {
  signIn: ['login', 'password'],
  register: ['first_name', 'last_name', 'mobile', 'email', 'password'],
  addresses: [
    ...ADDRESS_FIELDS.map((field) => `billing.${field}`),
    ...ADDRESS_FIELDS.map((field) => `shipping.${field}`),
  ],
  lookup: ['order_number', 'email_or_mobile'],
};

/** The DOM id of a field's input: the error summary links to it. */
export function fieldId(form: FormName, field: string): string {
  return `account-${form}-${field.replace(/[._]/g, '-')}`;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

// Every message names its field as the field's label does (the checkout's rule too), so it reads
// the same beside the field and in the summary: "گذرواژه را بنویسید."
/* translators: %s: a field's label */
const required = (label: string) => sprintf(__('Write the %s.'), label);
/* translators: %s: a field's label, of a field chosen from a list */
const choose = (label: string) => sprintf(__('Choose the %s.'), label);
const EMAIL_OR_MOBILE = () => __('Email or mobile number');
const invalidMobile = () => __('Enter a mobile number like 09121234567.');
const invalidEmail = () => __('Enter a valid email address.');

export function checkSignIn(values: FieldValues): FieldErrors {
  const errors: FieldErrors = {};
  const login = values.login?.trim() ?? '';
  if (login === '') errors.login = required(EMAIL_OR_MOBILE());
  else if (
    login.includes('@')
      ? !isEmail(login)
      : normaliseMobile(login) === undefined && !isStaffLogin(login)
  ) {
    // Staff may also sign in by their login name (npm run user:create), as the server reads it.
    errors.login = __('Enter your email or mobile number.');
  }
  if ((values.password ?? '') === '') errors.password = required(__('Password'));
  return errors;
}

export function checkRegister(values: FieldValues): FieldErrors {
  const errors: FieldErrors = {};
  const email = values.email?.trim() ?? '';
  const mobile = values.mobile?.trim() ?? '';
  if (email === '' && mobile === '') {
    const message = __('Enter an email or a mobile number (or both).');
    errors.email = message;
    errors.mobile = message;
  }
  if (email !== '' && !isEmail(email)) errors.email = invalidEmail();
  if (mobile !== '' && normaliseMobile(mobile) === undefined) errors.mobile = invalidMobile();
  if ([...(values.password ?? '')].length < PASSWORD_MIN) {
    /* translators: %s: the least number of characters */
    errors.password = sprintf(
      __('The password must be at least %s characters.'),
      toPersianDigits(PASSWORD_MIN),
    );
  }
  return errors;
}

export function checkLookup(values: FieldValues): FieldErrors {
  const errors: FieldErrors = {};
  const number = toAsciiDigits(values.order_number?.trim() ?? '').replace(/^#/, '');
  if (number === '') errors.order_number = required(__('Order number'));
  else if (!/^\d{1,20}$/.test(number)) errors.order_number = __('The order number is digits only.');
  const contact = values.email_or_mobile?.trim() ?? '';
  if (contact === '') errors.email_or_mobile = required(EMAIL_OR_MOBILE());
  else if (contact.includes('@') ? !isEmail(contact) : normaliseMobile(contact) === undefined) {
    errors.email_or_mobile = __('Enter the email or mobile number the order was placed with.');
  }
  return errors;
}

/**
 * The label of an address field: the names in contracts/fieldNames.ts, through the catalogue. A
 * shipping address is a form of its own here, so its person is named as the recipient.
 */
export function addressFieldLabel(field: string, kind: 'billing' | 'shipping'): string {
  const shipping = kind === 'shipping';
  switch (field) {
    case 'first_name':
      return shipping ? __("Recipient's first name") : __('First name');
    case 'last_name':
      return shipping ? __("Recipient's last name") : __('Last name');
    case 'company':
      return __('Company name');
    case 'state':
      return __('Province');
    case 'city':
      return __('City');
    case 'address_1':
      return __('Street address');
    case 'address_2':
      return __('Unit, floor');
    case 'postcode':
      return __('Postcode');
    case 'phone':
      return shipping ? __("Recipient's mobile number") : __('Mobile number');
    case 'email':
      return __('Email address');
    default:
      return __('Country');
  }
}

const ADDRESS_REQUIRED: readonly (keyof AccountAddress)[] = [
  'first_name',
  'last_name',
  'state',
  'city',
  'address_1',
  'postcode',
];

function checkOne(
  kind: 'billing' | 'shipping',
  values: FieldValues,
  provinces: readonly IranProvince[],
  errors: FieldErrors,
): void {
  const value = (field: keyof AccountAddress) => values[`${kind}.${field}`]?.trim() ?? '';
  const filled = ADDRESS_FIELDS.some((field) => field !== 'country' && value(field) !== '');
  if (!filled) return;
  const set = (field: keyof AccountAddress, message: string) => {
    errors[`${kind}.${field}`] ??= message;
  };
  const missing = (field: keyof AccountAddress) => {
    const label = addressFieldLabel(field, kind);
    set(field, field === 'state' || field === 'city' ? choose(label) : required(label));
  };
  for (const field of ADDRESS_REQUIRED) if (value(field) === '') missing(field);
  if (kind === 'billing' && value('phone') === '') missing('phone');
  if (value('postcode') !== '' && normalisePostcode(value('postcode')) === undefined) {
    set('postcode', __('The postcode is 10 digits.'));
  }
  if (value('phone') !== '' && normaliseMobile(value('phone')) === undefined) {
    set('phone', invalidMobile());
  }
  if (kind === 'billing' && value('email') !== '' && !isEmail(value('email'))) {
    set('email', invalidEmail());
  }
  const province = provinces.find((item) => item.code === value('state'));
  if (value('state') !== '' && provinces.length > 0 && !province) {
    set('state', __('Choose a province from the list.'));
  }
  if (province && value('city') !== '' && !province.cities.includes(value('city'))) {
    set('city', __('Choose a city of the province.'));
  }
}

export function checkAddresses(
  values: FieldValues,
  provinces: readonly IranProvince[],
): FieldErrors {
  const errors: FieldErrors = {};
  checkOne('billing', values, provinces, errors);
  checkOne('shipping', values, provinces, errors);
  return errors;
}

// Numbers the shopper reads and edits: shown in Persian digits (the server stores Latin ones and
// accepts either).
const NUMERIC_FIELDS: ReadonlySet<string> = new Set(['postcode', 'phone']);

/** The saved addresses as the form's flat values ("billing.city" -> "تهران"). */
export function addressValues(addresses: AccountAddresses): FieldValues {
  const values: FieldValues = {};
  for (const kind of ['billing', 'shipping'] as const) {
    for (const field of ADDRESS_FIELDS) {
      const value = addresses[kind][field];
      values[`${kind}.${field}`] = NUMERIC_FIELDS.has(field) ? toPersianDigits(value) : value;
    }
  }
  return values;
}

/** The form's flat values back into the request body. */
export function addressesFrom(values: FieldValues): AccountAddresses {
  const one = (kind: 'billing' | 'shipping'): AccountAddress => {
    const address = emptyAddress();
    for (const field of ADDRESS_FIELDS) address[field] = values[`${kind}.${field}`]?.trim() ?? '';
    address.country = address.country || 'IR';
    if (kind === 'shipping') address.email = '';
    return address;
  };
  return { billing: one('billing'), shipping: one('shipping') };
}

/** The server's per-field messages (data.params) for fields this form has; others are dropped. */
export function serverFieldErrors(form: FormName, data: unknown): FieldErrors {
  const params: unknown =
    typeof data === 'object' && data !== null ? Reflect.get(data, 'params') : undefined;
  if (typeof params !== 'object' || params === null) return {};
  const errors: FieldErrors = {};
  for (const field of FORM_FIELDS[form]) {
    const message: unknown = Reflect.get(params, field);
    if (typeof message === 'string' && message !== '') errors[field] = message;
  }
  return errors;
}
