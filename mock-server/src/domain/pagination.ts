// WordPress's paging arithmetic for its collections: which rows a page holds, its previous and
// next pages, and when a page lies past the last.
export interface PageWindow {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  offset: number;
  /** Present when WordPress would send a rel="prev" link. */
  prev?: number;
  /** Present when WordPress would send a rel="next" link. */
  next?: number;
  /** WordPress refuses a page past the last one, but only when there is something to page. */
  beyondLastPage: boolean;
}

export function pageWindow(total: number, page: number, perPage: number): PageWindow {
  const totalPages = Math.ceil(total / perPage);
  const window: PageWindow = {
    page,
    perPage,
    total,
    totalPages,
    offset: (page - 1) * perPage,
    beyondLastPage: total > 0 && page > totalPages,
  };
  // Same arithmetic as WP_REST_Posts_Controller::get_items, odd corners included.
  if (page > 1) window.prev = Math.min(page - 1, totalPages);
  if (totalPages > page) window.next = page + 1;
  return window;
}
