// The menu cart shows the item count, and the total once the cart has something, in Persian
// digits.
import { act, screen, within } from '@testing-library/react';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { cartLoaded } from '../../cart';
import { makeCart } from '../../cart/testSupport';
import { MenuCart } from './MenuCart';

describe('MenuCart', () => {
  it('shows the count, and the total once the cart has something, in Persian digits', () => {
    const { store } = makeTestStore();
    renderWithStore(<MenuCart />, store);
    expect(screen.getByRole('link', { name: 'سبد خرید (۰ کالا)' })).toHaveAttribute(
      'href',
      '/cart',
    );

    act(() => {
      store.dispatch(cartLoaded(makeCart(2, '1850000')));
    });
    const link = screen.getByRole('link', { name: 'سبد خرید (۲ کالا، ۱٬۸۵۰٬۰۰۰ تومان)' });
    expect(within(link).getByText('۲')).toBeInTheDocument();
    expect(within(link).getByText('۱٬۸۵۰٬۰۰۰ تومان')).toBeInTheDocument();
  });
});
