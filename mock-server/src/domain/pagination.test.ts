// pageWindow, the page arithmetic of every listing: pages, offset and neighbours, no prev on the
// first page or next on the last, and WordPress's own arithmetic for an empty collection.
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('computes pages, offset and both neighbours in the middle', () => {
    expect(pageWindow(264, 3, 10)).toEqual({
      page: 3,
      perPage: 10,
      total: 264,
      totalPages: 27,
      offset: 20,
      prev: 2,
      next: 4,
      beyondLastPage: false,
    });
  });

  it('has no prev on the first page and no next on the last', () => {
    expect(pageWindow(25, 1, 10)).toMatchObject({ totalPages: 3 });
    expect(pageWindow(25, 1, 10).prev).toBeUndefined();
    expect(pageWindow(25, 3, 10).next).toBeUndefined();
    expect(pageWindow(25, 3, 10).prev).toBe(2);
  });

  it('marks a page past the last one only when there are items', () => {
    expect(pageWindow(25, 4, 10).beyondLastPage).toBe(true);
    expect(pageWindow(0, 4, 10)).toMatchObject({ beyondLastPage: false, totalPages: 0 });
  });

  it("keeps WordPress's arithmetic for prev on an empty collection", () => {
    // WP_REST_Posts_Controller caps prev at max_pages, which is 0 here.
    expect(pageWindow(0, 2, 10).prev).toBe(0);
    expect(pageWindow(0, 1, 10).next).toBeUndefined();
  });
});
