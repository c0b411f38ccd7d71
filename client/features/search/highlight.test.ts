// Which parts of a product name the search highlights: words typed with Arabic letters or
// other digits, with or without joiners, found by typo, plural or colloquial spelling as the
// index finds them; the text shown exactly as it is.
import { highlightParts } from './highlight';

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

  it('marks a word the search found by its typo or its plural, as the index does', () => {
    expect(marked('هدفون روگوشی نویزگیر', 'هدفن')).toEqual(['هدفون']);
    expect(marked('شلوار جین اسلیم', 'شلاور جین')).toEqual(['شلوار', 'جین']);
    expect(marked('مانتو بافت بلند', 'مانتوها')).toEqual(['مانتو']);
  });

  it('marks nothing for an empty query or no match', () => {
    expect(highlightParts('کیف', '')).toEqual([{ text: 'کیف', match: false }]);
    expect(highlightParts('کیف', 'کفش')).toEqual([{ text: 'کیف', match: false }]);
    expect(highlightParts('', 'کیف')).toEqual([]);
  });

  it('marks a name written with a joiner for the word typed without, and the reverse', () => {
    expect(marked('تی‌شرت نخی کلاسیک', 'تیشرت')).toEqual(['تی‌شرت']);
    expect(marked('تی‌شرت نخی کلاسیک', 'تی شرت')).toEqual(['تی‌شرت']);
    expect(marked('سویشرت زیپ‌دار', 'زیپدار')).toEqual(['زیپ‌دار']);
  });

  it('marks the catalogue word a colloquial spelling stands for', () => {
    expect(marked('کفش کتانی سفارشی', 'کتونی')).toEqual(['کتانی']);
    expect(marked('پیراهن کتان تابستانی', 'پیرهن')).toEqual(['پیراهن']);
  });
});
