// Filling the checkout from what is known: the account's distinct saved addresses (billing
// first) or its name, mobile and email, a guest's remembered details; never over a typed field
// nor with a city of another province.
import { emptyAddress } from '../../../contracts/account';
import {
  accountDetails,
  accountFilled,
  fillUntouched,
  readRememberedDetails,
  type AddressValues,
} from './prefill';
import { emptyCheckoutValues } from './request';
import { signedInCustomer } from './testSupport';

const customer = signedInCustomer;

const home = {
  ...emptyAddress(),
  first_name: 'سارا',
  last_name: 'محمدی',
  state: 'ESF',
  city: 'کاشان',
  address_1: 'خیابان امیرکبیر، پلاک ۳',
  postcode: '8715987654',
  phone: '09121112233',
  email: 'home@example.com',
};
const office = { ...home, state: 'THR', city: 'تهران', address_1: 'خیابان ولیعصر', email: '' };

const empty = (): AddressValues => emptyCheckoutValues().address;

describe('checkout prefill', () => {
  it('says "filled from your account" only when an address came from it (issue 25)', () => {
    expect(accountFilled(accountDetails(customer, { billing: home, shipping: home }))).toBe(
      'address',
    );
    const none = { billing: emptyAddress(), shipping: emptyAddress() };
    expect(accountFilled(accountDetails(customer, none))).toBe('contacts');
    const nobody = { ...customer, first_name: '', last_name: '', mobile: '', email: '' };
    expect(accountFilled(accountDetails(nobody, none))).toBe('nothing');
  });

  it('offers the account’s distinct saved addresses, billing first, digits in Persian', () => {
    const known = accountDetails(customer, { billing: home, shipping: office });
    expect(known.addresses.map((address) => address.id)).toEqual(['billing', 'shipping']);
    expect(known.values).toMatchObject({ phone: '۰۹۱۲۱۱۱۲۲۳۳', postcode: '۸۷۱۵۹۸۷۶۵۴' });
    // One address twice is one choice; an empty one is none.
    expect(accountDetails(customer, { billing: home, shipping: home }).addresses).toHaveLength(1);
    expect(
      accountDetails(customer, { billing: home, shipping: emptyAddress() }).addresses,
    ).toHaveLength(1);
  });

  it('without saved addresses, fills the account’s name, mobile and email', () => {
    const known = accountDetails(customer, null);
    expect(known.addresses).toEqual([]);
    expect(known.values).toMatchObject({
      first_name: 'سارا',
      phone: '۰۹۱۲۳۴۵۶۷۸۹',
      email: 'sara@example.com',
    });
  });

  it('never fills a field the shopper typed in, nor a city of another province', () => {
    const current = { ...empty(), first_name: 'علی', state: 'THR' };
    const filled = fillUntouched(current, { first_name: true, state: true }, home);
    expect(filled.first_name).toBe('علی');
    expect(filled.last_name).toBe('محمدی');
    expect(filled.state).toBe('THR');
    expect(filled.city).toBe('');
    // A field typed in and then emptied stays empty.
    expect(fillUntouched(empty(), { email: true }, home).email).toBe('');
    expect(fillUntouched(empty(), {}, home)).toMatchObject({ state: 'ESF', city: 'کاشان' });
  });

  it('reads a guest’s remembered details, ignoring anything that is not ours', () => {
    expect(readRememberedDetails(null)).toBeNull();
    expect(readRememberedDetails('not json')).toBeNull();
    expect(readRememberedDetails('{"evil": "x"}')).toBeNull();
    expect(readRememberedDetails('{"first_name": "سارا", "phone": 9}')).toEqual({
      addresses: [],
      values: { first_name: 'سارا' },
      source: 'browser',
    });
  });
});
