import { normaliseForSearch } from '../../../../contracts/searchText';
import { searchTerms } from './searchText';

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
    expect(searchTerms('  کفش   ورزشی ')).toEqual(['کفش', 'ورزشی']);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('a b c d e f g h')).toEqual(['a b c d e f g h']);
  });
});
