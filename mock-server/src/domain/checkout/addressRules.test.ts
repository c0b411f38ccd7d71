// Checkout addresses: the seeded 31 provinces and their cities, digits and Arabic letters
// normalised, every bad field named as the form labels it, and the checkout request read whole.
import { findProvince } from '../../../../contracts/iranRegions';
import { IRAN_PROVINCE_CODES } from '../../../../contracts/regions';
import { IRAN_REGIONS } from '../../../../contracts/iranRegions';
import {
  ADDRESS_FIELD_NAMES,
  SHIPPING_FIELD_NAMES,
  type AddressFieldName,
} from '../../../../contracts/fieldNames';
import { checkAddress, isEmptyAddress } from './addressRules';
import { readCheckoutRequest } from './checkoutRequest';

const valid = {
  first_name: 'مریم',
  last_name: 'احمدی',
  address_1: 'خیابان ولیعصر، پلاک ۱۲',
  city: 'تهران',
  state: 'THR',
  postcode: '۱۴۳۴۸۶۳۱۱۱',
  phone: '۰۹۱۲۳۴۵۶۷۸۹',
  email: 'Maryam@Example.com',
};

describe('the seeded regions', () => {
  it("list all 31 provinces under WooCommerce's codes, each with its cities", () => {
    expect(IRAN_REGIONS.map((province) => province.code).sort()).toEqual(
      [...IRAN_PROVINCE_CODES].sort(),
    );
    for (const province of IRAN_REGIONS) expect(province.cities.length).toBeGreaterThan(3);
    expect(findProvince('ESF')?.cities[0]).toBe('اصفهان');
  });
});

describe('checkAddress', () => {
  it('accepts a Persian-typed address and normalises digits, mobile and email', () => {
    const checked = checkAddress(valid, 'billing', findProvince);
    expect(checked.problems).toEqual([]);
    expect(checked.address).toMatchObject({
      postcode: '1434863111',
      phone: '09123456789',
      email: 'maryam@example.com',
      country: 'IR',
      state: 'THR',
    });
  });

  it('reads Arabic-keyboard letters in the city as Persian ones', () => {
    // "کرج" typed with Arabic kaf (ك) and the province's city list spelling back.
    const checked = checkAddress({ ...valid, state: 'ABZ', city: 'كرج' }, 'billing', findProvince);
    expect(checked.problems).toEqual([]);
    expect(checked.address.city).toBe('کرج');
  });

  it('names every bad field at once, with WooCommerce-style codes and Persian messages', () => {
    const checked = checkAddress(
      {
        first_name: '',
        last_name: 'احمدی۲',
        address_1: 'خ',
        city: 'شیراز',
        state: 'THR',
        postcode: '۱۲۳۴',
        phone: '02188888888',
        email: 'not-an-email',
      },
      'billing',
      findProvince,
    );
    expect(checked.problems.map((problem) => [problem.field, problem.code])).toEqual([
      ['first_name', 'required_first_name'],
      ['last_name', 'invalid_last_name'],
      ['city', 'invalid_city'],
      ['address_1', 'invalid_address_1'],
      ['postcode', 'invalid_postcode'],
      ['phone', 'invalid_phone'],
      ['email', 'invalid_email'],
    ]);
    for (const problem of checked.problems) {
      expect(problem.param).toBe('billing_address');
      expect(problem.message).toMatch(/[\u0600-\u06ff]/);
    }
    expect(checked.problems.find((problem) => problem.field === 'city')?.message).toBe(
      'شهر «شیراز» در استان تهران نیست؛ شهر را از فهرست انتخاب کنید.',
    );
  });

  it('refuses an unknown province and a foreign country', () => {
    const checked = checkAddress({ ...valid, state: 'XX', country: 'DE' }, 'billing', findProvince);
    expect(checked.problems.map((problem) => problem.code)).toEqual([
      'invalid_country',
      'invalid_state',
    ]);
  });

  it('needs no phone or email on a shipping address', () => {
    const { phone: _phone, email: _email, ...shipping } = valid;
    expect(checkAddress(shipping, 'shipping', findProvince).problems).toEqual([]);
  });

  it('treats a shipping address with nothing typed as "same as billing"', () => {
    expect(isEmptyAddress(undefined)).toBe(true);
    expect(isEmptyAddress({ first_name: ' ', country: 'IR' })).toBe(true);
    expect(isEmptyAddress({ city: 'تهران' })).toBe(false);
  });
});

describe('every address error names its field as the form labels it (issue 15, item 9)', () => {
  const names = { billing: ADDRESS_FIELD_NAMES, shipping: SHIPPING_FIELD_NAMES } as const;
  const wrong = {
    first_name: 'مریم۲',
    last_name: 'ا'.repeat(61),
    company: 'ش'.repeat(121),
    address_1: 'خ',
    address_2: 'و'.repeat(201),
    city: 'شیراز',
    state: 'THR',
    postcode: '۱۲۳',
    phone: '02188888888',
    email: 'not-an-email',
  };

  it.each(['billing', 'shipping'] as const)(
    '%s: empty fields, as a Persian editor asks',
    (kind) => {
      const { problems } = checkAddress({}, kind, findProvince);
      const messages = Object.fromEntries(problems.map((p) => [p.field, p.message]));
      expect(messages).toEqual({
        first_name: `${names[kind].first_name} را بنویسید.`,
        last_name: `${names[kind].last_name} را بنویسید.`,
        state: 'استان را انتخاب کنید.',
        city: 'شهر را انتخاب کنید.',
        address_1: 'نشانی را بنویسید.',
        postcode: 'کد پستی را بنویسید.',
        ...(kind === 'billing'
          ? { phone: 'شمارهٔ موبایل را بنویسید.', email: 'ایمیل را بنویسید.' }
          : {}),
      });
    },
  );

  it.each(['billing', 'shipping'] as const)(
    '%s: every refusal starts with or holds the field name',
    (kind) => {
      const empty = checkAddress({}, kind, findProvince).problems;
      const bad = checkAddress(wrong, kind, findProvince).problems;
      const unknownProvince = checkAddress({ ...wrong, state: 'XX' }, kind, findProvince).problems;
      const problems = [...empty, ...bad, ...unknownProvince].filter((p) => p.field !== 'country');
      // Every field is wrong but the province (a valid one, so the city can be checked against it).
      const expected = Object.keys(wrong).filter(
        (field) => field !== 'state' && (kind === 'billing' || field !== 'email'),
      );
      expect(bad.map((p) => p.field).sort()).toEqual(expected.sort());
      expect(unknownProvince.map((p) => p.field)).toContain('state');
      for (const problem of problems) {
        const name = names[kind][problem.field as AddressFieldName];
        expect(problem.message).toContain(name);
        // Not the translated shape this replaced: «نام» صورتحساب را وارد کنید.
        expect(problem.message).not.toMatch(/«(?:نام|ایمیل|تلفن)|وارد کنید|صورتحساب|تلفن همراه/);
      }
    },
  );
});

describe('readCheckoutRequest', () => {
  const request = { billing_address: { ...valid, company: '', address_2: '', country: 'IR' } };

  it('copies billing to shipping, reads the national code and the transfer reference', () => {
    const reading = readCheckoutRequest(
      {
        ...request,
        payment_method: 'bacs',
        payment_data: [{ key: 'transfer_reference', value: '۱۲۳۴۵۶' }],
        additional_fields: { 'persian-shop/national-code': '۰۴۹۹۳۷۰۸۹۹' },
      },
      findProvince,
    );
    expect(reading).toMatchObject({
      ok: true,
      input: {
        paymentMethod: 'bacs',
        transferReference: '123456',
        nationalCode: '0499370899',
        shipping: { city: 'تهران', postcode: '1434863111', phone: '09123456789' },
      },
    });
  });

  it('lists the national code and transfer reference with the address problems', () => {
    const reading = readCheckoutRequest(
      {
        billing_address: { ...request.billing_address, postcode: '123' },
        payment_method: 'bacs',
        additional_fields: { 'persian-shop/national-code': '1111111111' },
      },
      findProvince,
    );
    expect(reading.ok).toBe(false);
    expect('problems' in reading && reading.problems.map((problem) => problem.field)).toEqual([
      'postcode',
      'persian-shop/national-code',
      'transfer_reference',
    ]);
  });

  it("answers WooCommerce's payment method codes once the fields are right", () => {
    expect(readCheckoutRequest({ ...request, payment_method: 'cod' }, findProvince).ok).toBe(true);
    expect(
      readCheckoutRequest({ ...request, payment_method: 'paypal' as 'cod' }, findProvince),
    ).toMatchObject({ ok: false, code: 'woocommerce_rest_checkout_payment_method_disabled' });
    expect(
      readCheckoutRequest({ ...request, payment_method: '' as 'cod' }, findProvince),
    ).toMatchObject({ ok: false, code: 'woocommerce_rest_checkout_missing_payment_method' });
  });
});
