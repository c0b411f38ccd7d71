// The shell slice opens and closes the off-canvas menu, and closes it when the page changes.
import { locationChanged } from '../route';
import reducer, { menuClosed, menuOpened } from './slice';

describe('shell slice', () => {
  it('opens and closes the off-canvas menu', () => {
    const open = reducer(undefined, menuOpened());
    expect(open.menuOpen).toBe(true);
    expect(reducer(open, menuClosed()).menuOpen).toBe(false);
  });

  it('closes the menu when the page changes', () => {
    const open = reducer(undefined, menuOpened());
    const moved = reducer(
      open,
      locationChanged({ pathname: '/shop', search: '', hash: '' }, 'push'),
    );
    expect(moved.menuOpen).toBe(false);
  });
});
