// The prev and next links of a listing page's head: its previous and next pages given as absolute URLs.
import { locationChanged } from '../../features/route';
import { makeTestStore } from '../testing';
import { selectPageHead } from './pageHead';

// The pagination work decides a listing's neighbours; the head only makes them absolute.
jest.mock('../adjacentPages', () => ({
  selectAdjacentPages: () => ({ prev: '/blog/', next: '/blog/page/3/' }),
}));

it("turns the listing's previous and next pages into absolute URLs", () => {
  const { store } = makeTestStore();
  store.dispatch(locationChanged({ pathname: '/blog/page/2/', search: '', hash: '' }, 'start'));
  const head = selectPageHead(store.getState(), 'https://shop.example/');
  expect(head.prev).toBe('https://shop.example/blog/');
  expect(head.next).toBe('https://shop.example/blog/page/3/');
  expect(head.canonical).toBe('https://shop.example/blog/page/2/');
  expect(head.title).toBe('وبلاگ – صفحهٔ ۲ – فروشگاه نمونه');
});
