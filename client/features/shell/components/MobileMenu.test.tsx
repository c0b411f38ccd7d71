// The off-canvas mobile menu: closed at first with its button saying so, opened from the
// keyboard with focus moved in and Tab kept inside, and closed by Escape, its close button or
// a new page, with focus back on the menu button.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '../../../app/testing';
import { locationChanged } from '../../route';
import { selectMenuOpen } from '../selectors';
import { MobileMenu } from './MobileMenu';

function setup() {
  const user = userEvent.setup();
  const view = renderWithStore(<MobileMenu />);
  const toggle = screen.getByRole('button', { name: 'باز کردن فهرست' });
  return { user, toggle, ...view };
}

describe('MobileMenu (off-canvas)', () => {
  it('starts closed, with the button saying so and pointing at the panel', () => {
    const { toggle } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'offcanvas-menu');
    expect(document.getElementById('offcanvas-menu')).not.toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from the keyboard and moves focus into the panel', async () => {
    const { user, toggle, store } = setup();
    toggle.focus();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'فهرست' });
    expect(selectMenuOpen(store.getState())).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'بستن فهرست' })).toHaveFocus();
    expect(within(dialog).getByRole('navigation', { name: 'فهرست اصلی' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['خانه', 'فروشگاه', 'وبلاگ', 'تماس با ما', 'حساب کاربری من', 'سبد خرید']);
  });

  it('keeps Tab inside the open panel', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'بستن فهرست' });
    const links = within(dialog).getAllByRole('link');

    await user.tab({ shift: true });
    expect(links[links.length - 1]).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(links[0]).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user, toggle, store } = setup();
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');

    expect(selectMenuOpen(store.getState())).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes with its close button and gives focus back to the menu button', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('closes when the visitor goes to another page', async () => {
    const { user, toggle, store } = setup();
    await user.click(toggle);
    act(() => {
      store.dispatch(locationChanged({ pathname: '/shop', search: '', hash: '' }, 'push'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
