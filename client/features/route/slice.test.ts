// The route slice takes the page from each new location and counts navigations (not the first
// read); reading the location it already holds keeps the same state, so a hydrated page does
// not draw itself again, yet still counts a navigation.
import reducer, { locationChanged } from './slice';

describe('route slice', () => {
  const start = reducer(undefined, { type: 'init' });

  it('takes the page from the new location', () => {
    const state = reducer(
      start,
      locationChanged({ pathname: '/blog/x', search: '', hash: '' }, 'start'),
    );
    expect(state.page).toEqual({ name: 'blogPost', slug: 'x' });
    expect(state.location.pathname).toBe('/blog/x');
  });

  it('counts navigations but not the first read', () => {
    let state = reducer(start, locationChanged({ pathname: '/', search: '', hash: '' }, 'start'));
    expect(state.navigations).toBe(0);
    state = reducer(state, locationChanged({ pathname: '/shop', search: '', hash: '' }, 'push'));
    state = reducer(state, locationChanged({ pathname: '/', search: '', hash: '' }, 'pop'));
    expect(state.navigations).toBe(2);
    expect(state.page).toEqual({ name: 'home' });
  });
});

describe('reading the location the state already holds', () => {
  it('keeps the same state, so a hydrated page does not draw itself again', () => {
    const drawn = reducer(
      undefined,
      locationChanged({ pathname: '/shop/', search: '?orderby=price', hash: '' }, 'start'),
    );
    const read = reducer(
      drawn,
      locationChanged({ pathname: '/shop/', search: '?orderby=price', hash: '' }, 'start'),
    );
    expect(read).toBe(drawn);
  });

  it('still counts a navigation to the same place', () => {
    const drawn = reducer(
      undefined,
      locationChanged({ pathname: '/', search: '', hash: '' }, 'start'),
    );
    const again = reducer(drawn, locationChanged({ pathname: '/', search: '', hash: '' }, 'push'));
    expect(again.navigations).toBe(1);
    expect(again.page).toBe(drawn.page);
  });
});
