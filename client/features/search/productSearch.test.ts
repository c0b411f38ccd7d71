// The search rule the server ranks with and the dropdown marks with (contracts/productSearch.ts).
import {
  compactForSearch,
  MATCH_PLACE,
  parseProductSearch,
  prepareSearchFields,
  rankProduct,
  SEARCH_SYNONYMS,
  type ProductSearch,
} from '../../../contracts/productSearch';

function search(text: string): ProductSearch {
  const parsed = parseProductSearch(text);
  if (parsed === undefined) throw new Error(`nothing to search in ${text}`);
  return parsed;
}

function rank(query: string, title: string, categories = '', rest = ''): number {
  return rankProduct(search(query), prepareSearchFields(title, categories, rest));
}

describe('compactForSearch', () => {
  it('reads a word alike with a space, a joiner or neither inside it', () => {
    expect(compactForSearch('تی‌شرت')).toBe('تیشرت');
    expect(compactForSearch('تی شرت')).toBe('تیشرت');
    expect(compactForSearch('تیشرت')).toBe('تیشرت');
    expect(compactForSearch('كيف  پول')).toBe('کیفپول');
  });
});

describe('parseProductSearch', () => {
  it('splits words, keeps the whole query as one word too, and nothing for blank text', () => {
    expect(parseProductSearch('  ')).toBeUndefined();
    expect(parseProductSearch(undefined)).toBeUndefined();
    expect(search('کفش  ورزشی')).toEqual({ words: [['کفش'], ['ورزشی']], phrase: ['کفشورزشی'] });
    expect(search('تی‌شرت').phrase).toEqual(['تیشرت']);
  });

  it('adds the catalogue spelling of a colloquial word', () => {
    expect(search('کتونی').words).toEqual([['کتونی', 'کتانی']]);
    expect(search('سوئیشرت').words).toEqual([['سوئیشرت', 'سویشرت']]);
    expect(search('قاب موبایل').words).toEqual([['قاب'], ['موبایل', 'گوشی']]);
    // Synonyms are keyed by the compact form, so they are found whatever the keyboard.
    for (const key of SEARCH_SYNONYMS.keys()) expect(compactForSearch(key)).toBe(key);
  });

  it('matches more than seven words as one phrase, as WordPress does', () => {
    expect(search('a b c d e f g h').words).toEqual([['abcdefgh']]);
  });
});

describe('rankProduct', () => {
  it('finds a name however the shopper spaced it', () => {
    for (const typed of ['تیشرت', 'تی شرت', 'تی‌شرت']) {
      expect(rank(typed, 'تی‌شرت نخی کلاسیک')).toBeGreaterThanOrEqual(0);
    }
    expect(rank('کتونی', 'کفش کتانی سفارشی')).toBe(MATCH_PLACE.titleWordStart);
    expect(rank('كيف', 'کیف دستی چرم زنانه')).toBe(MATCH_PLACE.titleWordStart);
  });

  it('answers -1 when a word is missing', () => {
    expect(rank('کیف چرم', 'کیف دوشی کوچک', 'کیف دستی و دوشی کیف')).toBe(-1);
    expect(rank('ساعت', 'قاب گوشی سیلیکونی')).toBe(-1);
  });

  it('ranks a name that starts with the word, then the name, then the category, then the rest', () => {
    const ranks = [
      rank('ساعت', 'ساعت هوشمند پرو', 'ساعت و مچ‌بند هوشمند'),
      rank('ساعت', 'بندساعت چرمی', 'اکسسوری'),
      rank('ساعت', 'مچ‌بند هوشمند ورزشی', 'ساعت و مچ‌بند هوشمند'),
      rank('ساعت', 'هدفون بی‌سیم توگوشی', 'هدفون و هدست', 'هدفون بلوتوث با ۳۰ ساعت شارژدهی'),
    ];
    expect(ranks).toEqual([
      MATCH_PLACE.titleWordStart,
      MATCH_PLACE.title,
      MATCH_PLACE.category,
      MATCH_PLACE.elsewhere,
    ]);
  });

  it('adds up the places of several words, or counts the whole query as one word', () => {
    expect(rank('کیف چرم', 'کیف دستی چرم زنانه')).toBe(2 * MATCH_PLACE.titleWordStart);
    expect(rank('کیف چرم', 'کیف دستی', '', 'چرم طبیعی')).toBe(MATCH_PLACE.titleWordStart);
    // "تی" is at a name's word start only as part of "تیشرت": the phrase ranks it for both words.
    expect(rank('تی شرت', 'تی‌شرت نخی کلاسیک')).toBe(2 * MATCH_PLACE.titleWordStart);
  });
});
