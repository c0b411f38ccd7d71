// The header: the site name linked home, the current page (the blog on a post) marked in the
// main menu, a real GET search form with a Persian label and input name s, and the menu cart
// linked to /cart with the count in Persian digits.
import { screen, within } from '@testing-library/react';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { locationChanged } from '../../route';
import { Header } from './Header';

describe('Header', () => {
  it('links the site name home and marks the current page in the main menu', () => {
    const { store } = makeTestStore();
    store.dispatch(locationChanged({ pathname: '/blog', search: '', hash: '' }, 'start'));
    renderWithStore(<Header />, store);

    expect(screen.getByRole('link', { name: 'فروشگاه نمونه' })).toHaveAttribute('href', '/');
    const menus = screen.getAllByRole('navigation', { name: 'فهرست اصلی' });
    const inline = menus.find((nav) => nav.classList.contains('main-nav'))!;
    expect(within(inline).getByRole('link', { name: 'وبلاگ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(inline).getByRole('link', { name: 'خانه' })).not.toHaveAttribute('aria-current');
  });

  it('marks the blog as the current section on a post', () => {
    const { store } = makeTestStore();
    store.dispatch(locationChanged({ pathname: '/blog/tea', search: '', hash: '' }, 'start'));
    renderWithStore(<Header />, store);
    const inline = screen
      .getAllByRole('navigation', { name: 'فهرست اصلی' })
      .find((nav) => nav.classList.contains('main-nav'))!;
    expect(within(inline).getByRole('link', { name: 'وبلاگ' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('has a real GET search form with a Persian label and input name s', () => {
    const { store } = makeTestStore();
    store.dispatch(locationChanged({ pathname: '/search', search: '?s=kafsh', hash: '' }, 'start'));
    renderWithStore(<Header />, store);

    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    // An ARIA combobox since the instant results (features/search).
    const input = within(form).getByRole('combobox', { name: 'جستجو در فروشگاه' });
    expect(input).toHaveAttribute('name', 's');
    expect(input).toHaveValue('kafsh');
    expect(within(form).getByRole('button', { name: 'جستجو' })).toHaveAttribute('type', 'submit');
  });

  it('links the menu cart to /cart with the item count in Persian digits', () => {
    renderWithStore(<Header />);
    const cart = screen.getByRole('link', { name: 'سبد خرید (۰ کالا)' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByText('۰')).toBeInTheDocument();
  });
});
