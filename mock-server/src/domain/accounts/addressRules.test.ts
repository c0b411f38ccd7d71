// checkAddress for the account's billing and shipping addresses: digits normalised, every wrong
// field named at once with the account form's labels, and the city checked against the province.
import { emptyAddress } from '../../../../contracts/account';
import { checkAddress } from './addressRules';

const typed = {
  ...emptyAddress(),
  first_name: ' سارا ',
  last_name: 'رضایی',
  address_1: 'خیابان ولیعصر، پلاک ۱۲',
  city: 'تهران',
  state: 'THR',
  postcode: '۱۲۳۴۵-۶۷۸۹۰',
  phone: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
  email: 'Sara@Example.ir',
};

describe('checkAddress', () => {
  it('accepts an empty address (nothing saved yet)', () => {
    expect(checkAddress('billing', emptyAddress())).toEqual({ ok: true, address: emptyAddress() });
  });

  it('normalises digits, trims and lower-cases what it keeps', () => {
    const result = checkAddress('billing', typed);
    expect(result).toEqual({
      ok: true,
      address: {
        ...typed,
        first_name: 'سارا',
        postcode: '1234567890',
        phone: '09121234567',
        email: 'sara@example.ir',
      },
    });
  });

  it('drops the email of a shipping address and does not require a phone there', () => {
    const result = checkAddress('shipping', { ...typed, phone: '' });
    expect(result.ok && result.address.email).toBe('');
  });

  it('names every wrong field at once', () => {
    const result = checkAddress('billing', {
      ...typed,
      last_name: '',
      state: 'XX',
      postcode: '12345',
      phone: '0212345678',
      email: 'sara@',
      country: 'DE',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ['country', 'email', 'last_name', 'phone', 'postcode', 'state'].sort(),
    );
  });

  it('checks the city against the province when the regions are known', () => {
    const citiesOf = (code: string) => (code === 'THR' ? ['تهران', 'ری'] : undefined);
    expect(checkAddress('billing', typed, citiesOf).ok).toBe(true);
    const wrong = checkAddress('billing', { ...typed, city: 'شیراز' }, citiesOf);
    expect(wrong.ok === false && wrong.errors.city).toBeTruthy();
  });

  it('names each missing field as the account form labels it (issue 15, item 9)', () => {
    const billing = checkAddress('billing', { city: 'ری' });
    expect(billing.ok === false && billing.errors).toMatchObject({
      first_name: 'نام را بنویسید.',
      state: 'استان را انتخاب کنید.',
      phone: 'شمارهٔ موبایل را بنویسید.',
    });
    const shipping = checkAddress('shipping', { city: 'ری' });
    expect(shipping.ok === false && shipping.errors).toMatchObject({
      first_name: 'نام گیرنده را بنویسید.',
      last_name: 'نام خانوادگی گیرنده را بنویسید.',
    });
  });
});
