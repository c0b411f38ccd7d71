// The category mega menu: opened from the keyboard beside the Shop link, closed by Escape onto
// its button, by focus leaving or a new page; the categories in the small-screen panel; and no
// toggle without categories.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreCategory } from '../../../../contracts/store';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { Header, MobileMenu } from '../../shell';
import { locationChanged } from '../../route';
import { categoriesLoaded } from '../slice';

const category = (id: number, name: string, slug: string, parent = 0): StoreCategory => ({
  id,
  name,
  slug,
  description: '',
  parent,
  count: 4,
  image: null,
  review_count: 0,
  permalink: '',
});

const categories = [
  category(1, 'پوشاک', 'clothing'),
  category(2, 'تی‌شرت', 'tshirts', 1),
  category(7, 'کفش', 'shoes'),
];

function withCategories() {
  const { store } = makeTestStore();
  store.dispatch(categoriesLoaded(categories));
  return store;
}

describe('the category mega menu', () => {
  it('opens from the keyboard beside the Shop link, and Escape closes it back onto the button', async () => {
    const user = userEvent.setup();
    renderWithStore(<Header />, withCategories());
    const toggle = screen.getByRole('button', { name: 'دسته‌بندی‌های محصولات' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'پوشاک (۴)' })).toHaveAttribute(
      'href',
      '/product-category/clothing/',
    );
    expect(within(panel).getByRole('link', { name: 'تی‌شرت' })).toHaveAttribute(
      'href',
      '/product-category/tshirts/',
    );
    await user.tab();
    expect(within(panel).getByRole('link', { name: 'پوشاک (۴)' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('closes when focus leaves it and when the visitor goes to another page', async () => {
    const user = userEvent.setup();
    const store = withCategories();
    renderWithStore(<Header />, store);
    const toggle = screen.getByRole('button', { name: 'دسته‌بندی‌های محصولات' });
    await user.click(toggle);
    act(() => {
      store.dispatch(
        locationChanged({ pathname: '/product-category/shoes/', search: '', hash: '' }, 'push'),
      );
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const links = within(document.getElementById('mega-menu-panel')!).getAllByRole('link');
    links[links.length - 1]!.focus();
    await user.tab();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the categories under Shop in the off-canvas panel of small screens', async () => {
    const user = userEvent.setup();
    renderWithStore(<MobileMenu />, withCategories());
    await user.click(screen.getByRole('button', { name: 'باز کردن فهرست' }));
    const dialog = screen.getByRole('dialog');
    const list = within(dialog).getByRole('list', { name: 'دسته‌بندی‌های محصولات' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['پوشاک', 'تی‌شرت', 'کفش']);
  });

  it('shows no toggle while there are no categories', () => {
    renderWithStore(<Header />);
    expect(screen.queryByRole('button', { name: 'دسته‌بندی‌های محصولات' })).toBeNull();
  });
});
