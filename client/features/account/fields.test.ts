// The account forms' field checks: sign-in (email, mobile in Persian digits or a staff login
// name), register, order lookup and address (cities of the province, postcodes, mobiles),
// each error named as the field's label names it.
import { emptyAddress } from '../../../contracts/account';
import type { IranProvince } from '../../../contracts/regions';
import {
  addressValues,
  addressesFrom,
  checkAddresses,
  checkLookup,
  checkRegister,
  checkSignIn,
  fieldId,
  serverFieldErrors,
} from './fields';
import { accountLinks, readAccountView } from './view';

const provinces: IranProvince[] = [
  { code: 'THR', name: 'تهران', cities: ['تهران', 'ری'] },
  { code: 'FRS', name: 'فارس', cities: ['شیراز'] },
];

describe('sign-in checks', () => {
  it('accepts an email or a mobile in Persian digits', () => {
    expect(checkSignIn({ login: 'sara@example.ir', password: 'x' })).toEqual({});
    expect(checkSignIn({ login: '۰۹۱۲۱۲۳۴۵۶۷', password: 'x' })).toEqual({});
  });

  it('accepts a staff login name, as the README says staff sign in (issue 25)', () => {
    expect(checkSignIn({ login: 'reza', password: 'x' })).toEqual({});
    expect(checkSignIn({ login: ' Shop.Admin_2 ', password: 'x' })).toEqual({});
    // Digits alone are a (bad) mobile, never a login name.
    expect(checkSignIn({ login: '12345', password: 'x' }).login).toBeDefined();
  });

  it('names the empty and the malformed fields', () => {
    expect(Object.keys(checkSignIn({}))).toEqual(['login', 'password']);
    expect(checkSignIn({ login: '0912', password: 'x' }).login).toBe(
      'ایمیل یا شمارهٔ موبایل خود را درست بنویسید.',
    );
  });
});

describe('register checks', () => {
  it('needs an email or a mobile, and a password of 8 or more characters', () => {
    const errors = checkRegister({ password: '1234567' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'mobile', 'password']);
    expect(errors.password).toBe('گذرواژه باید دست‌کم ۸ نویسه باشد.');
    expect(checkRegister({ mobile: '۰۹۱۲۱۲۳۴۵۶۷', password: '۱۲۳۴۵۶۷۸' })).toEqual({});
    expect(checkRegister({ email: 'a@b.ir', password: '12345678' })).toEqual({});
  });

  it('checks each given identity', () => {
    const errors = checkRegister({ email: 'a@b', mobile: '021', password: '12345678' });
    expect(errors.email).toBe('ایمیل درست نیست؛ آن را مانند name@example.com بنویسید.');
    expect(errors.mobile).toBe('شمارهٔ موبایل درست نیست؛ آن را مانند ۰۹۱۲۱۲۳۴۵۶۷ بنویسید.');
  });
});

describe('lookup checks', () => {
  it('accepts a Persian-digit order number with a #', () => {
    expect(checkLookup({ order_number: '#۱۲', email_or_mobile: '09121234567' })).toEqual({});
  });

  it('refuses letters in the number and a bad contact', () => {
    const errors = checkLookup({ order_number: 'abc', email_or_mobile: 'nobody' });
    expect(Object.keys(errors)).toEqual(['order_number', 'email_or_mobile']);
  });
});

describe('address checks', () => {
  const filled = {
    ...addressValues({ billing: emptyAddress(), shipping: emptyAddress() }),
    'billing.first_name': 'سارا',
    'billing.last_name': 'رضایی',
    'billing.state': 'THR',
    'billing.city': 'ری',
    'billing.address_1': 'خیابان یک',
    'billing.postcode': '۱۲۳۴۵۶۷۸۹۰',
    'billing.phone': '۰۹۱۲۱۲۳۴۵۶۷',
  };

  it('lets an untouched address stay empty and checks a started one', () => {
    expect(checkAddresses(filled, provinces)).toEqual({});
    const errors = checkAddresses({ ...filled, 'shipping.city': 'شیراز' }, provinces);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'shipping.address_1',
        'shipping.first_name',
        'shipping.last_name',
        'shipping.postcode',
        'shipping.state',
      ].sort(),
    );
  });

  it('names each missing field as its label does; a separate shipping address names the recipient', () => {
    const errors = checkAddresses(
      { 'billing.city': 'ری', 'shipping.postcode': '۱۲۳۴۵۶۷۸۹۰' },
      provinces,
    );
    expect(errors).toMatchObject({
      'billing.first_name': 'نام را بنویسید.',
      'billing.last_name': 'نام خانوادگی را بنویسید.',
      'billing.state': 'استان را انتخاب کنید.',
      'billing.address_1': 'نشانی را بنویسید.',
      'billing.phone': 'شمارهٔ موبایل را بنویسید.',
      'shipping.first_name': 'نام گیرنده را بنویسید.',
      'shipping.city': 'شهر را انتخاب کنید.',
    });
    expect(checkSignIn({})).toEqual({
      login: 'ایمیل یا شمارهٔ موبایل را بنویسید.',
      password: 'گذرواژه را بنویسید.',
    });
  });

  it('knows which cities belong to the province, and what a postcode and mobile look like', () => {
    const errors = checkAddresses(
      { ...filled, 'billing.city': 'شیراز', 'billing.postcode': '123', 'billing.phone': '021' },
      provinces,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'billing.city',
      'billing.phone',
      'billing.postcode',
    ]);
  });

  it('round-trips the saved addresses through the form values, numbers shown in Persian digits', () => {
    const saved = {
      billing: { ...emptyAddress(), first_name: 'سارا', email: 'a@b.ir', postcode: '1234567890' },
      shipping: { ...emptyAddress(), city: 'ری', phone: '09121234567' },
    };
    const values = addressValues(saved);
    expect(values['billing.postcode']).toBe('۱۲۳۴۵۶۷۸۹۰');
    expect(values['shipping.phone']).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(addressesFrom(values)).toEqual({
      billing: { ...saved.billing, postcode: '۱۲۳۴۵۶۷۸۹۰' },
      shipping: { ...saved.shipping, phone: '۰۹۱۲۱۲۳۴۵۶۷' },
    });
  });
});

it('keeps only the server messages of fields the form has', () => {
  const data = { status: 400, params: { email: 'تکراری', secret: 'x' } };
  expect(serverFieldErrors('register', data)).toEqual({ email: 'تکراری' });
  expect(serverFieldErrors('register', undefined)).toEqual({});
  expect(serverFieldErrors('addresses', { params: { 'billing.postcode': 'بد' } })).toEqual({
    'billing.postcode': 'بد',
  });
});

it('gives every field a DOM id the summary can link to', () => {
  expect(fieldId('addresses', 'billing.first_name')).toBe('account-addresses-billing-first-name');
});

it('reads the sub-view from the query string', () => {
  expect(readAccountView('')).toEqual({ name: 'home' });
  expect(readAccountView('?view=order&id=12')).toEqual({ name: 'order', orderId: 12 });
  expect(readAccountView('?view=order&id=x')).toEqual({ name: 'orders' });
  expect(readAccountView(accountLinks.addresses.slice('/my-account'.length))).toEqual({
    name: 'addresses',
  });
  expect(readAccountView('?view=lookup')).toEqual({ name: 'lookup' });
});
