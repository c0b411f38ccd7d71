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
