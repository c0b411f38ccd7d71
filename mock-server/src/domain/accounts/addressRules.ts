// The rules of a saved address: it may stay empty, else what a courier needs is required, the
// province and city are Iran's and the postcode has 10 digits.
import {
  ADDRESS_FIELDS,
  emptyAddress,
  type AccountAddress,
  type AccountAddressKind,
} from '../../../../contracts/account';
import {
  ADDRESS_FIELD_NAMES,
  CHOSEN_FIELDS,
  SHIPPING_FIELD_NAMES,
  requiredMessage,
} from '../../../../contracts/fieldNames';
import { isIranProvinceCode } from '../../../../contracts/regions';
import { toLatinDigits } from '../catalog/persianText';
import { accountMessages } from './accountMessages';
import { normaliseEmail, normaliseMobile } from './loginIdentity';

export type AddressErrors = Partial<Record<keyof AccountAddress, string>>;

export type AddressCheck =
  { ok: true; address: AccountAddress } | { ok: false; errors: AddressErrors };

/** Cities of a province, when the shop knows them (the regions list); undefined skips the check. */
export type CitiesOf = (provinceCode: string) => readonly string[] | undefined;

// An address may be left entirely empty (nothing saved yet); once any field is filled in, the
// ones a courier needs become required. Digits are stored in Latin form, whatever was typed.
const REQUIRED: readonly (keyof AccountAddress)[] = [
  'first_name',
  'last_name',
  'address_1',
  'city',
  'state',
  'postcode',
];

function trimmed(input: Partial<AccountAddress>): AccountAddress {
  const address = emptyAddress();
  for (const field of ADDRESS_FIELDS) {
    const value = input[field];
    if (typeof value === 'string') address[field] = value.normalize('NFC').trim();
  }
  if (address.country === '') address.country = 'IR';
  return address;
}

export function checkAddress(
  kind: AccountAddressKind,
  input: Partial<AccountAddress>,
  citiesOf: CitiesOf = () => undefined,
): AddressCheck {
  const address = trimmed(input);
  if (kind === 'shipping') address.email = '';
  const blank = ADDRESS_FIELDS.every((field) => field === 'country' || address[field] === '');
  if (blank) return { ok: true, address };

  const errors: AddressErrors = {};
  // Named as the account form labels the field (the shipping one's person is the recipient).
  const names = kind === 'shipping' ? SHIPPING_FIELD_NAMES : ADDRESS_FIELD_NAMES;
  const missing = (field: keyof AccountAddress) => {
    errors[field] = requiredMessage(names[field], CHOSEN_FIELDS.has(field));
  };
  for (const field of REQUIRED) if (address[field] === '') missing(field);
  if (kind === 'billing' && address.phone === '') missing('phone');
  if (address.country !== 'IR') errors.country = accountMessages.invalidCountry;
  if (address.state !== '' && !isIranProvinceCode(address.state)) {
    errors.state = accountMessages.invalidProvince;
  } else if (address.state !== '' && address.city !== '') {
    const cities = citiesOf(address.state);
    if (cities !== undefined && !cities.includes(address.city)) {
      errors.city = accountMessages.invalidCity;
    }
  }
  if (address.postcode !== '') {
    const postcode = toLatinDigits(address.postcode).replace(/[\s-]/g, '');
    if (/^\d{10}$/.test(postcode)) address.postcode = postcode;
    else errors.postcode = accountMessages.invalidPostcode;
  }
  if (address.phone !== '') {
    const mobile = normaliseMobile(address.phone);
    if (mobile === null) errors.phone = accountMessages.invalidMobile;
    else address.phone = mobile;
  }
  if (address.email !== '') {
    const email = normaliseEmail(address.email);
    if (email === null) errors.email = accountMessages.invalidEmail;
    else address.email = email;
  }
  return Object.keys(errors).length === 0 ? { ok: true, address } : { ok: false, errors };
}
