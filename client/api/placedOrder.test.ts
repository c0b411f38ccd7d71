// The placed order kept in storage for the order received page: only its number, status and
// payment method (never the address), given back only for the same order and key, and a
// refused or unreadable storage never fails the order.
import type { StoreCheckoutResponse } from '../../contracts/checkout';
import { PLACED_ORDER_KEY, placedOrder, rememberPlacedOrder } from './placedOrder';

/** A tab's sessionStorage, as far as the checkout uses it. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

// The shape of checkout_post_cod in ../shared/reference/real-wordpress (WooCommerce 9.9.5).
const answer = {
  order_id: 191,
  status: 'processing',
  order_key: 'wc_order_WJXBWiphuHlmY',
  order_number: '191',
  customer_note: '',
  customer_id: 0,
  billing_address: { email: 'sara@example.com' },
  shipping_address: {},
  payment_method: 'cod',
  payment_result: {
    payment_status: 'success',
    payment_details: [],
    redirect_url: 'https://shop.example/checkout/order-received/191/?key=wc_order_WJXBWiphuHlmY',
  },
  additional_fields: {},
  __experimentalCart: null,
  extensions: {},
} as unknown as StoreCheckoutResponse;

describe('the placed order kept for the order received page', () => {
  it('keeps the number, status and payment method of the answer, not the address', () => {
    const storage = memoryStorage();
    rememberPlacedOrder(answer, storage);
    expect(placedOrder(191, 'wc_order_WJXBWiphuHlmY', storage)).toEqual({
      order_id: 191,
      order_key: 'wc_order_WJXBWiphuHlmY',
      order_number: '191',
      status: 'processing',
      payment_method: 'cod',
      customer_id: 0,
    });
    expect(storage.items.get(PLACED_ORDER_KEY)).not.toContain('sara@example.com');
  });

  it('is given only for the order and key it was placed with', () => {
    const storage = memoryStorage();
    rememberPlacedOrder(answer, storage);
    expect(placedOrder(192, 'wc_order_WJXBWiphuHlmY', storage)).toBeNull();
    expect(placedOrder(191, 'wc_order_other', storage)).toBeNull();
  });

  it('is null when nothing (or nothing readable) is kept, or storage is refused', () => {
    expect(placedOrder(191, 'k', memoryStorage())).toBeNull();
    const broken = memoryStorage();
    broken.setItem(PLACED_ORDER_KEY, '{not json');
    expect(placedOrder(191, 'k', broken)).toBeNull();
    expect(placedOrder(191, 'k', null)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(placedOrder(191, 'k', refusing)).toBeNull();
  });

  it('a refused storage does not fail the order', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => rememberPlacedOrder(answer, refusing)).not.toThrow();
  });
});
