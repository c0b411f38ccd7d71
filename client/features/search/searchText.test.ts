// Search text normalised as the shop stores it (Arabic ي/ك, Persian and Arabic digits, joiners,
// diacritics, kashida, hamza and آ, case and spaces), and a query needing the minimum length
// after normalising.
import { MIN_QUERY_LENGTH, normaliseForSearch, searchQueryOf } from './searchText';

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
    ['ابی', 'ابی'],
    ['آبی', 'ابی'],
    ['ضدآب', 'ضداب'],
    ['چهارخانۀ', 'چهارخانه'],
    ['چهارخانهٔ', 'چهارخانه'],
    ['ڪیف', 'کیف'],
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
