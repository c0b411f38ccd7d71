// The fa strings of forms (English msgid to Persian); i18n/fa.ts or the page chunk that draws them
// registers them.
import { ADDRESS_FIELD_NAMES as NAMES } from '../../../contracts/fieldNames';
import type { Strings } from '../fa';

// Strings of the shared form fields (client/ui/forms) and the address labels that the checkout
// and my-account's saved addresses both use. A field's label is the name the server's errors
// give it (contracts/fieldNames.ts), so the label and the message about it say the same thing.
export const formStrings: Strings = {
  // Every field
  '(optional)': '(اختیاری)',

  // Address fields
  'First name': NAMES.first_name,
  'Last name': NAMES.last_name,
  'Mobile number': NAMES.phone,
  'Email address': NAMES.email,
  'Street address': NAMES.address_1,
  'Company name': NAMES.company,
  'Unit, floor': NAMES.address_2,
  'Postal code': NAMES.postcode,
  Postcode: NAMES.postcode,
  Country: NAMES.country,
  'Billing address': 'نشانی صورت‌حساب',

  // Province and city pickers
  Province: NAMES.state,
  'Choose a province…': 'یک استان انتخاب کنید…',
  'Loading provinces…': 'در حال بارگذاری استان‌ها…',
  City: NAMES.city,
  'Choose a province first': 'ابتدا استان را انتخاب کنید',
  // Without JavaScript only: the city list follows the province after this button.
  'Show the cities of this province': 'نمایش شهرهای این استان',
  'Choose a city…': 'یک شهر انتخاب کنید…',
  'The list of provinces could not be loaded.': 'فهرست استان‌ها بارگذاری نشد.',
};
