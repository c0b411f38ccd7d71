// Cart customers and lines: a session always maps to the same WooCommerce-shaped customer id, and
// a line's key depends on product, variation and choices but not on the order of the choices.
import { cartItemKey, customerIdForSession, newGuestCustomerId } from './customer';

describe('cart customers and lines', () => {
  it('a session always maps to the same WooCommerce-shaped customer id', () => {
    const id = customerIdForSession('secret', 'session-a');
    expect(id).toMatch(/^t_[0-9a-f]{30}$/);
    expect(customerIdForSession('secret', 'session-a')).toBe(id);
    expect(customerIdForSession('secret', 'session-b')).not.toBe(id);
    expect(customerIdForSession('other', 'session-a')).not.toBe(id);
    expect(newGuestCustomerId()).toMatch(/^t_[0-9a-f]{30}$/);
    expect(newGuestCustomerId()).not.toBe(newGuestCustomerId());
  });

  it('a line key depends on the product, the variation and the choices, not on their order', () => {
    const key = cartItemKey(1, 13, { attribute_pa_size: 'm', attribute_pa_color: 'blue' });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(cartItemKey(1, 13, { attribute_pa_color: 'blue', attribute_pa_size: 'm' })).toBe(key);
    expect(cartItemKey(1, 13, { attribute_pa_color: 'blue', attribute_pa_size: 's' })).not.toBe(
      key,
    );
    expect(cartItemKey(2, 0, {})).not.toBe(cartItemKey(3, 0, {}));
  });
});
