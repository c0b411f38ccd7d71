// The shared Persian search text rules (contracts/searchTerms.ts): every kind of variant a
// shopper types, as the index, the query and the dropdown all see it.
import {
  allowedEdits,
  editDistance,
  indexTermsOf,
  neighbourSwaps,
  parseQuery,
  parseSynonymGroups,
  searchWords,
  stemWord,
  SynonymTable,
  synonymKey,
  wordAnswers,
} from '../../../contracts/searchTerms';

const synonyms = new SynonymTable();
const nothingKnown = () => false;

/** Whether a typed query's every word is met by the terms of an indexed text. */
function finds(typed: string, indexed: string): boolean {
  const terms = new Set(indexTermsOf(indexed));
  const { words, parts } = parseQuery(typed, synonyms, (term) => terms.has(term));
  const met = new Set<number>();
  for (const part of parts) {
    const hit =
      part.exact.some((spelling) => terms.has(spelling)) ||
      part.swaps.some((swap) => terms.has(swap)) ||
      [...terms].some(
        (term) =>
          (part.edits > 0 &&
            editDistance(stemWord(part.exact[0] ?? ''), term, part.edits) <= part.edits) ||
          (part.prefix && term.startsWith(part.exact[0] ?? '\u0000')),
      );
    if (hit) for (let at = part.start; at < part.start + part.words; at += 1) met.add(at);
  }
  return met.size === words.length;
}

describe('letters, digits, diacritics and tatweel', () => {
  it('reads Arabic letters and digits, harakat and tatweel as the Persian word', () => {
    expect(searchWords('كيف ي')).toEqual(['کیفی']);
    expect(searchWords('پاوربانك ٢٠٠٠٠')).toEqual(['پاوربانک', '20000']);
    expect(searchWords('کـــیف')).toEqual(['کیف']);
    expect(searchWords('کِیفِ پول')).toEqual(['کیف', 'پول']);
    expect(finds('كيف', 'کیف دستی چرم زنانه')).toBe(true);
    expect(finds('شارژر ۳۳ وات', 'شارژر دیواری فست 33 وات')).toBe(true);
  });

  it('reads "N هزار" as the number, written either way', () => {
    expect(searchWords('پاوربانک ۲۰ هزار')).toEqual(['پاوربانک', '20000']);
    expect(finds('پاوربانک 20000', 'پاوربانک ۲۰ هزار میلی‌آمپر')).toBe(true);
    expect(finds('پاوربانک ۲۰ هزار', 'پاوربانک 20000')).toBe(true);
  });
});

describe('spaces and joiners', () => {
  it('finds a word written joined, with a joiner or with a space', () => {
    for (const typed of ['تیشرت', 'تی شرت', 'تی‌شرت']) {
      expect(finds(typed, 'تی‌شرت نخی کلاسیک')).toBe(true);
      expect(finds(typed, 'تیشرت نخی')).toBe(true);
    }
    expect(finds('کوله پشتی', 'کوله‌پشتی مدرسه')).toBe(true);
    expect(finds('کولهپشتی', 'کوله‌پشتی مدرسه')).toBe(true);
  });
});

describe('plural and ezafe endings', () => {
  it('takes ها، های، ی and ای off, joined or after a joiner', () => {
    expect(stemWord('کیفها')).toBe('کیف');
    expect(stemWord('کفشهای')).toBe('کفش');
    expect(stemWord('مانتوها')).toBe('مانتو');
    expect(stemWord('مانتوی')).toBe('مانتو');
    expect(stemWord('مانتوهای')).toBe('مانتو');
    // "قهوه‌ای" loses more than its ای, but alike whether typed or indexed, so it still meets.
    expect(stemWord(searchWords('قهوه ای')[0] ?? '')).toBe(
      stemWord(searchWords('قهوه‌ای')[0] ?? ''),
    );
    expect(finds('قهوه ای', 'کیف قهوه‌ای')).toBe(true);
    expect(searchWords('کیف‌های چرمی')).toEqual(['کیفهای', 'چرمی']);
    expect(searchWords('پارچه‌ای')).toEqual(['پارچهای']);
    // Too short a stem keeps the word whole.
    expect(stemWord('تنها')).toBe('تنها');
    expect(stemWord('گوشی')).toBe('گوشی');
  });

  it('finds the product for a plural or an ezafe', () => {
    expect(finds('مانتوی زنانه', 'مانتو کتان جلوباز زنانه')).toBe(true);
    expect(finds('مانتوها', 'مانتو بافت بلند')).toBe(true);
    expect(finds('کیفها', 'کیف دوشی کوچک')).toBe(true);
    expect(finds('کفشهای ورزشی', 'کفش رانینگ سبک ورزشی')).toBe(true);
    expect(finds('کفش‌های ورزشی', 'کفش رانینگ سبک ورزشی')).toBe(true);
    expect(finds('کفش پارچه ای', 'کفش کتانی پارچه‌ای کلاسیک')).toBe(true);
  });
});

describe('typos', () => {
  it('forgives one edit from 4 letters and two from 7, none in numbers', () => {
    expect(allowedEdits('کیف')).toBe(0);
    expect(allowedEdits('هدفن')).toBe(1);
    expect(allowedEdits('پاوربانک')).toBe(2);
    expect(allowedEdits('20000')).toBe(0);
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('شلاور', 'شلوار', 2)).toBe(1);
    expect(neighbourSwaps('شلاور')).toContain('شلوار');
    expect(editDistance('هدفن', 'هدفون', 1)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('finds the issue’s typos and refuses what is too far', () => {
    expect(finds('پلیوور', 'پلیور بافت یقه‌گرد')).toBe(true);
    expect(finds('سوشرت', 'سویشرت زیپ‌دار')).toBe(true);
    expect(finds('شلاور جین', 'شلوار جین اسلیم')).toBe(true);
    expect(finds('هدفن', 'هدفون روگوشی نویزگیر')).toBe(true);
    expect(finds('هدست گیمنگ', 'هدست گیمینگ با میکروفون')).toBe(true);
    // Three letters: no typo forgiven; four letters: one, not two.
    expect(finds('کیپ', 'کیف دستی')).toBe(false);
    expect(finds('هدقن', 'هدفون')).toBe(false);
  });

  it('spends no typo on a word the catalogue knows as typed', () => {
    const { parts } = parseQuery('کفش', synonyms, (term) => term === 'کفش');
    expect(parts[0]?.edits).toBe(0);
    expect(parseQuery('کفشی', synonyms, nothingKnown).parts[0]?.edits).toBe(1);
  });
});

describe('while typing', () => {
  it('reads the last word as the start of a longer one, from two letters', () => {
    expect(finds('پاوربا', 'پاوربانک ۲۰ هزار')).toBe(true);
    expect(finds('کیف چر', 'کیف دستی چرم زنانه')).toBe(true);
    expect(finds('چر کیف', 'کیف دستی چرم زنانه')).toBe(false);
    expect(parseQuery('ک', synonyms, nothingKnown).parts[0]?.prefix).toBe(false);
  });

  it('marks a name word that answers a typed word', () => {
    expect(wordAnswers('هدفن', 'هدفون', false)).toBe(true);
    expect(wordAnswers('کیفها', 'کیف', false)).toBe(true);
    expect(wordAnswers('پاور', 'پاوربانک', true)).toBe(true);
    expect(wordAnswers('پاور', 'پاوربانک', false)).toBe(false);
  });
});

describe('synonyms', () => {
  it('finds everyday and Latin names', () => {
    expect(finds('کتونی', 'کفش کتانی سفارشی')).toBe(true);
    expect(finds('tshirt', 'تی‌شرت اورسایز ساده')).toBe(true);
    expect(finds('t-shirt', 'تی‌شرت اورسایز ساده')).toBe(true);
    expect(finds('hoodie', 'هودی دورس کلاه‌دار')).toBe(true);
    expect(finds('powerbank', 'پاوربانک ۲۰ هزار میلی‌آمپر')).toBe(true);
    expect(finds('ایرپاد', 'هدفون بی‌سیم توگوشی')).toBe(true);
    expect(finds('اسمارت واچ', 'ساعت هوشمند پرو')).toBe(true);
    expect(finds('Smart Watch', 'ساعت هوشمند پرو')).toBe(true);
  });

  it('reads the owner’s groups, one a line, and joins them to the built-in ones', () => {
    const groups = parseSynonymGroups('# the shop’s own\nسیوشرت، سویشرت\n\nکاپشن, jacket\nتنها');
    expect(groups).toEqual([
      ['سیوشرت', 'سویشرت'],
      ['کاپشن', 'jacket'],
    ]);
    const table = new SynonymTable();
    for (const group of groups) table.add(group);
    expect(table.alternativesOf('سیوشرت')).toEqual(
      expect.arrayContaining([synonymKey('سویشرت'), synonymKey('sweatshirt')]),
    );
    expect(table.alternativesOf('JACKET')).toEqual([synonymKey('کاپشن')]);
    expect(new SynonymTable().alternativesOf('jacket')).toEqual([]);
  });
});
