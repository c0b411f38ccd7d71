// Page links of a listing as WordPress paginate_links draws them (end size 1, middle size 2):
// which numbers and gaps show, other sizes, Persian digits, and the pages next to the current one.
import { adjacentPageNumbers, paginateLinks, type PageLink } from './paginateLinks';

/** A listing's links in one line: < and > for previous and next, [n] for the current page. */
function sketch(links: PageLink[]): string {
  return links
    .map((link) => {
      switch (link.kind) {
        case 'prev':
          return `<${link.page}`;
        case 'next':
          return `${link.page}>`;
        case 'dots':
          return '…';
        case 'page':
          return link.current ? `[${link.page}]` : String(link.page);
      }
    })
    .join(' ');
}

describe('paginateLinks (as paginate_links with end_size 1, mid_size 2)', () => {
  it.each([
    [1, 27, '[1] 2 3 … 27 2>'],
    [2, 27, '<1 1 [2] 3 4 … 27 3>'],
    [4, 27, '<3 1 2 3 [4] 5 6 … 27 5>'],
    [5, 27, '<4 1 … 3 4 [5] 6 7 … 27 6>'],
    [14, 27, '<13 1 … 12 13 [14] 15 16 … 27 15>'],
    [24, 27, '<23 1 … 22 23 [24] 25 26 27 25>'],
    [27, 27, '<26 1 … 25 26 [27]'],
    [1, 2, '[1] 2 2>'],
    [2, 2, '<1 1 [2]'],
    [3, 5, '<2 1 2 [3] 4 5 4>'],
  ])('page %i of %i: %s', (current, total, expected) => {
    expect(sketch(paginateLinks(current, total))).toBe(expected);
  });

  it('shows nothing for a listing of one page or none', () => {
    expect(paginateLinks(1, 1)).toEqual([]);
    expect(paginateLinks(1, 0)).toEqual([]);
  });

  it('honours other end and middle sizes, never fewer than one page at each end', () => {
    expect(sketch(paginateLinks(10, 20, { endSize: 2, midSize: 1 }))).toBe(
      '<9 1 2 … 9 [10] 11 … 19 20 11>',
    );
    expect(sketch(paginateLinks(10, 20, { endSize: 0, midSize: 0 }))).toBe('<9 1 … [10] … 20 11>');
  });

  it('labels the pages in Persian digits, with the thousands separator', () => {
    const labels = paginateLinks(1200, 1203).flatMap((link) =>
      link.kind === 'page' ? [link.label] : [],
    );
    expect(labels).toEqual(['۱', '۱٬۱۹۸', '۱٬۱۹۹', '۱٬۲۰۰', '۱٬۲۰۱', '۱٬۲۰۲', '۱٬۲۰۳']);
  });
});

describe('adjacentPageNumbers', () => {
  it.each([
    [1, 5, { next: 2 }],
    [3, 5, { prev: 2, next: 4 }],
    [5, 5, { prev: 4 }],
    [1, 1, {}],
    [6, 5, {}],
    [1, 0, {}],
  ])('page %i of %i', (current, total, expected) => {
    expect(adjacentPageNumbers(current, total)).toEqual(expected);
  });
});
