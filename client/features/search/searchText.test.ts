import { highlightParts, MIN_QUERY_LENGTH, normaliseForSearch, searchQueryOf } from './searchText';

describe('normaliseForSearch', () => {
  it.each([
    ['كيف', 'کیف'],
    ['كيف پول', 'کیف پول'],
    ['پاوربانک ۲۰۰۰۰', 'پاوربانک 20000'],
    ['پاوربانک ٢٠٠٠٠', 'پاوربانک 20000'],
    ['تی‌شرت', 'تی شرت'],
    ['كُلاه', 'کلاه'],
    ['مـــانتو', 'مانتو'],
    ['  Nike   AIR ', 'nike air'],
    ['مؤسسه', 'موسسه'],
  ])('%s -> %s', (typed, expected) => {
    expect(normaliseForSearch(typed)).toBe(expected);
  });
});

describe('searchQueryOf', () => {
  it(`needs ${MIN_QUERY_LENGTH} characters after normalising`, () => {
    expect(searchQueryOf('ک')).toBe('');
    expect(searchQueryOf(' ک ')).toBe('');
    expect(searchQueryOf('کُ')).toBe('');
    expect(searchQueryOf('کی')).toBe('کی');
    expect(searchQueryOf('۲۰')).toBe('20');
  });
});

describe('highlightParts', () => {
  const marked = (text: string, query: string) =>
    highlightParts(text, query)
      .filter((part) => part.match)
      .map((part) => part.text);

  it('marks the words of a query typed with Arabic letters in a Persian name', () => {
    expect(highlightParts('کیف پول چرمی مردانه', 'كيف')).toEqual([
      { text: 'کیف', match: true },
      { text: ' پول چرمی مردانه', match: false },
    ]);
    expect(marked('کیف پول چرمی مردانه', 'چرم كيف')).toEqual(['کیف', 'چرم']);
  });

  it('marks Persian digits for a Latin-digit query and the reverse', () => {
    expect(marked('پاوربانک ۲۰۰۰۰ میلی‌آمپر', '20')).toEqual(['۲۰']);
    expect(marked('Power bank 20000', '۲۰۰۰۰')).toEqual(['20000']);
  });

  it('keeps the text exactly as shown, diacritics and joiners included', () => {
    const name = 'تی‌شرت نخیِ کلاسیک';
    const parts = highlightParts(name, 'نخی');
    expect(parts.map((part) => part.text).join('')).toBe(name);
    expect(marked(name, 'نخی')).toEqual(['نخیِ']);
  });

  it('marks nothing for an empty query or no match', () => {
    expect(highlightParts('کیف', '')).toEqual([{ text: 'کیف', match: false }]);
    expect(highlightParts('کیف', 'کفش')).toEqual([{ text: 'کیف', match: false }]);
    expect(highlightParts('', 'کیف')).toEqual([]);
  });
});
