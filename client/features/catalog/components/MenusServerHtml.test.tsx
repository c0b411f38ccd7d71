// Issue 29: the menus' category links are rendered by React only when a menu opens, yet the
// server's HTML still carries every one (crawlers, shoppers without JavaScript), and hydrating
// that HTML keeps them without a mismatch.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { StoreCategory } from '../../../../contracts/store';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { Header } from '../../shell';
import { categoriesLoaded } from '../slice';

const categories: StoreCategory[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  name: index % 3 === 0 ? `کفش &amp; کتانی ${index}` : `دسته ${index}`,
  slug: `category-${index + 1}`,
  description: '',
  parent: index < 10 ? 0 : (index % 10) + 1,
  count: 3,
  image: null,
  review_count: 0,
  permalink: '',
}));

function storeWithCategories() {
  const { store } = makeTestStore();
  store.dispatch(categoriesLoaded(categories));
  return store;
}

// The header holds both: the mega menu beside Shop and the off-canvas menu of small screens.
const menus = <Header />;

function categoryHrefs(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(`${selector} a[href^="/product-category/"]`)].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

const everyHref = categories.map((category) => `/product-category/${category.slug}/`).sort();

describe('menus: rendered when opened, every link in the server HTML', () => {
  it('the server HTML of both menus carries every category link', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={storeWithCategories()}>{menus}</Provider>,
    );
    expect(categoryHrefs(container, '#mega-menu-panel').sort()).toEqual(everyHref);
    expect(categoryHrefs(container, '#offcanvas-menu').sort()).toEqual(everyHref);
    expect(container.textContent).toContain('کفش & کتانی 0');
  });

  it('hydrating that HTML keeps the links and reports no mismatch; opening renders them', async () => {
    const element: ReactElement = <Provider store={storeWithCategories()}>{menus}</Provider>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(categoryHrefs(container, '#mega-menu-panel').sort()).toEqual(everyHref);

    const user = userEvent.setup();
    await user.click(within(container).getByRole('button', { name: 'دسته‌بندی‌های محصولات' }));
    const panel = document.getElementById('mega-menu-panel')!;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'کفش & کتانی 0 (۳)' })).toBeTruthy();
    expect(categoryHrefs(container, '#mega-menu-panel').sort()).toEqual(everyHref);
    act(() => root.unmount());
    container.remove();
  });

  it('in the browser alone, a closed menu renders no category link until it opens', async () => {
    const user = userEvent.setup();
    const { container } = renderWithStore(menus, storeWithCategories());
    expect(categoryHrefs(container, '#mega-menu-panel')).toEqual([]);
    expect(categoryHrefs(container, '#offcanvas-menu')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'باز کردن فهرست' }));
    expect(categoryHrefs(container, '#offcanvas-menu').sort()).toEqual(everyHref);
  });
});
