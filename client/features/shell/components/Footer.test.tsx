import { screen } from '@testing-library/react';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the copyright line with the Persian year and the footer links', () => {
    renderWithStore(<Footer />, makeTestStore().store, new Date(2026, 5, 1));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© ۱۴۰۵ فروشگاه نمونه. همهٔ حقوق محفوظ است.',
    );
    const nav = screen.getByRole('navigation', { name: 'پیوندهای پانویس' });
    expect(nav.querySelectorAll('a')).toHaveLength(4);
  });

  it('takes the year from the clock it is given', () => {
    renderWithStore(<Footer />, makeTestStore().store, new Date(2026, 0, 10));
    expect(screen.getByText(/^© ۱۴۰۴ /)).toBeInTheDocument();
  });
});
