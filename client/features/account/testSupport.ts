// Test data for the account feature: orders and customers as the server answers them.
import type { AccountCustomer } from '../../../contracts/account';
import { emptyAddress } from '../../../contracts/account';
import type { ShopOrder } from '../../../contracts/orders';

export const sara: AccountCustomer = {
  id: 7,
  email: 'sara@example.ir',
  mobile: '09121234567',
  first_name: 'سارا',
  last_name: 'رضایی',
  date_created_gmt: '2026-03-01T10:00:00.000Z',
};

const currency = {
  currency_code: 'IRT',
  currency_symbol: 'تومان',
  currency_minor_unit: 0,
  currency_decimal_separator: '.',
  currency_thousand_separator: ',',
  currency_prefix: '',
  currency_suffix: ' تومان',
};

export function makeOrder(fields: Partial<ShopOrder> & { id: number }): ShopOrder {
  return {
    number: String(fields.id),
    order_key: `wc_order_${fields.id}`,
    status: 'processing',
    date_created_gmt: '2026-03-01T08:45:00',
    date_paid_gmt: null,
    customer_id: sara.id,
    customer_note: '',
    billing_address: {
      ...emptyAddress(),
      first_name: 'سارا',
      last_name: 'رضایی',
      state: 'THR',
      city: 'تهران',
      address_1: 'خیابان آزادی، پلاک ۴',
      postcode: '1456789012',
      phone: '09121234567',
      email: 'sara@example.ir',
    },
    shipping_address: { ...emptyAddress() },
    national_code: '',
    payment_method: 'cod',
    payment_method_title: 'پرداخت در محل',
    transfer_reference: '',
    payment_url: null,
    lines: [
      {
        product_id: 11,
        variation_id: 0,
        name: 'چای سبز',
        sku: 'TEA-1',
        quantity: 2,
        price: '150000',
        subtotal: '300000',
        total: '300000',
        variation: [],
      },
    ],
    coupons: [],
    totals: { ...currency, subtotal: '300000', discount: '0', shipping: '0', total: '300000' },
    ...fields,
  };
}
