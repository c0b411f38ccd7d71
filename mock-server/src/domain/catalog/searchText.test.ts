// How search text is normalised so Persian shoppers find what they mean: Arabic letter forms spelt
// the Persian way, any digits alike, ZWNJ as a space, diacritics dropped, long queries as a phrase.
import { parseProductSearch } from '../../../../contracts/productSearch';
import { normaliseForSearch } from '../../../../contracts/searchText';

describe('search text', () => {
  it('spells Arabic letter forms the Persian way, so either keyboard finds the other', () => {
    expect(normaliseForSearch('كيف')).toBe(normaliseForSearch('کیف'));
    expect(normaliseForSearch('كفش مشكي')).toBe('کفش مشکی');
  });

  it('reads Persian, Arabic-Indic and Latin digits alike', () => {
    expect(normaliseForSearch('پاوربانک ۲۰ هزار')).toBe('پاوربانک 20 هزار');
    expect(normaliseForSearch('٢٠')).toBe('20');
  });

  it('treats the zero-width non-joiner as a space and drops diacritics and tatweel', () => {
    expect(normaliseForSearch('تی‌شرت')).toBe('تی شرت');
    expect(normaliseForSearch('كـتـانی')).toBe('کتانی');
    expect(normaliseForSearch('مُبل')).toBe('مبل');
  });

  it('splits into words, and keeps a long query as one phrase as WordPress does', () => {
    const words = (text: string | undefined) =>
      parseProductSearch(text)?.words.map((spellings) => spellings[0]);
    expect(words('  کفش   ورزشی ')).toEqual(['کفش', 'ورزشی']);
    expect(words('')).toBeUndefined();
    expect(words(undefined)).toBeUndefined();
    expect(words('a b c d e f g h')).toEqual(['abcdefgh']);
  });
});
