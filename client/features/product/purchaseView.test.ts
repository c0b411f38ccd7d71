// The purchase view's stock text: a variation's availability_html read as text, parsed once per
// distinct text however often the view is derived again (each click derives it twice).
import { setHtmlParser } from '../../ui/html';
import { variationStockText } from './purchaseView';

describe('variationStockText', () => {
  const parser = new DOMParser();
  const parse = jest.fn((html: string) => parser.parseFromString(html, 'text/html'));
  beforeAll(() => setHtmlParser(parse));
  afterAll(() => setHtmlParser((html) => parser.parseFromString(html, 'text/html')));

  it('reads the text as htmlToText does, parsing each distinct text once', () => {
    const html = '<p class="stock in-stock">۵ عدد در انبار</p>';
    expect(variationStockText(html)).toBe('۵ عدد در انبار');
    expect(variationStockText(html)).toBe('۵ عدد در انبار');
    expect(variationStockText('<p class="stock out-of-stock">ناموجود</p>')).toBe('ناموجود');
    expect(parse).toHaveBeenCalledTimes(2);
  });
});
