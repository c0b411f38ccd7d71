// Checkout fixtures for client tests: the regions answer, a filled form, a placed order.
import type { AccountCustomer } from '../../../contracts/account';
import type { StoreCheckoutResponse } from '../../../contracts/checkout';
import type { IranProvince } from '../../../contracts/regions';
import type { TestStore } from '../../app/testing';
import { fieldTyped, type TypedField } from './slice';

export const provinces: IranProvince[] = [
  { code: 'THR', name: 'تهران', cities: ['تهران', 'ری', 'شمیرانات'] },
  { code: 'ESF', name: 'اصفهان', cities: ['اصفهان', 'کاشان'] },
];

/** What a shopper types, Persian digits included. */
export const typedAddress: Partial<Record<TypedField, string>> = {
  first_name: 'سارا',
  last_name: 'محمدی',
  phone: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
  email: 'sara@example.com',
  state: 'ESF',
  city: 'کاشان',
  address_1: 'خیابان امیرکبیر، کوچهٔ ۱۲، پلاک ۳',
  postcode: '۸۷۱۵۹-۸۷۶۵۴',
};

export function fillForm(store: TestStore, values = typedAddress): void {
  for (const [field, value] of Object.entries(values) as [TypedField, string][]) {
    store.dispatch(fieldTyped({ field, value }));
  }
}

export function placedOrder(fields: Partial<StoreCheckoutResponse> = {}): StoreCheckoutResponse {
  const address = {
    first_name: 'سارا',
    last_name: 'محمدی',
    company: '',
    address_1: 'خیابان امیرکبیر',
    address_2: '',
    city: 'کاشان',
    state: 'ESF',
    postcode: '8715987654',
    country: 'IR',
    phone: '09123456789',
  };
  return {
    order_id: 1042,
    status: 'processing',
    order_key: 'wc_order_AbCdEf123456Z',
    order_number: '1042',
    customer_note: '',
    customer_id: 0,
    billing_address: { ...address, email: 'sara@example.com' },
    shipping_address: address,
    payment_method: 'cod',
    payment_result: {
      payment_status: 'success',
      payment_details: [],
      redirect_url: 'http://localhost/checkout/order-received/1042/?key=wc_order_AbCdEf123456Z',
    },
    additional_fields: {},
    __experimentalCart: null,
    extensions: {},
    ...fields,
  };
}

/** A signed-in customer as persian-shop/v1/account/me answers, for the prefill tests. */
export const signedInCustomer: AccountCustomer = {
  id: 7,
  email: 'sara@example.com',
  mobile: '09123456789',
  first_name: 'سارا',
  last_name: 'محمدی',
  date_created_gmt: '2025-01-01T00:00:00',
};
