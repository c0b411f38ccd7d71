import type { Strings } from '../fa';

// Strings of the shared form fields (client/ui/forms) and the address labels that the checkout
// and my-account's saved addresses both use. WooCommerce's own Persian wording is kept.
export const formStrings: Strings = {
  // Every field
  '(optional)': '(اختیاری)',

  // Address fields
  'First name': 'نام',
  'Last name': 'نام خانوادگی',
  'Mobile number': 'شمارهٔ موبایل',
  'Email address': 'آدرس ایمیل',
  'Street address': 'نشانی',
  'Billing address': 'نشانی صورت‌حساب',

  // Province and city pickers
  Province: 'استان',
  'Choose a province…': 'یک استان انتخاب کنید…',
  'Loading provinces…': 'در حال بارگذاری استان‌ها…',
  City: 'شهر',
  'Choose a province first': 'ابتدا استان را انتخاب کنید',
  'Choose a city…': 'یک شهر انتخاب کنید…',
  'The list of provinces could not be loaded.': 'فهرست استان‌ها بارگذاری نشد.',
};
