// A Store API cart for client tests.
import type { StoreCart } from '../../../contracts/store';
import { toman } from '../catalog/testSupport/products';

export function makeCart(itemsCount: number, totalPrice: string): StoreCart {
  const address = {
    first_name: '',
    last_name: '',
    company: '',
    address_1: '',
    address_2: '',
    city: '',
    state: '',
    postcode: '',
    country: 'IR',
    phone: '',
  };
  return {
    items: [],
    coupons: [],
    fees: [],
    totals: {
      ...toman,
      total_items: totalPrice,
      total_items_tax: '0',
      total_fees: '0',
      total_fees_tax: '0',
      total_discount: '0',
      total_discount_tax: '0',
      total_shipping: null,
      total_shipping_tax: null,
      total_price: totalPrice,
      total_tax: '0',
      tax_lines: [],
    },
    shipping_address: address,
    billing_address: { ...address, email: '' },
    needs_payment: itemsCount > 0,
    needs_shipping: itemsCount > 0,
    payment_requirements: ['products'],
    has_calculated_shipping: false,
    shipping_rates: [],
    items_count: itemsCount,
    items_weight: 0,
    cross_sells: [],
    errors: [],
    payment_methods: [],
    extensions: {},
  };
}
