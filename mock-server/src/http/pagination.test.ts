// The Link header's rel prev and next as WordPress writes them: PHP urlencode, the page argument
// replaced where it stood or appended, other arguments kept in order, joined with ", ".
import { pageWindow } from '../domain/pagination';
import { linkHeader, pageUrl, phpUrlencode } from './pagination';

const base = 'http://shop.test/wp-json/wp/v2/posts';

describe('WordPress rel links', () => {
  it('encodes like PHP urlencode', () => {
    expect(phpUrlencode('کفش دویدن')).toBe('%DA%A9%D9%81%D8%B4+%D8%AF%D9%88%DB%8C%D8%AF%D9%86');
    expect(phpUrlencode("a!'()*~b")).toBe('a%21%27%28%29%2A%7Eb');
  });

  it('replaces page where it stood and keeps every other argument in order', () => {
    expect(pageUrl(base, 'per_page=5&page=2&_locale=user', 3)).toBe(
      `${base}?per_page=5&page=3&_locale=user`,
    );
  });

  it('appends page when the request had none', () => {
    expect(pageUrl(base, '_locale=user', 2)).toBe(`${base}?_locale=user&page=2`);
    expect(pageUrl(base, '', 2)).toBe(`${base}?page=2`);
  });

  it('joins prev and next with ", "', () => {
    expect(linkHeader(base, 'page=2&per_page=1', pageWindow(3, 2, 1))).toBe(
      `<${base}?page=1&per_page=1>; rel="prev", <${base}?page=3&per_page=1>; rel="next"`,
    );
    expect(linkHeader(base, '', pageWindow(3, 1, 10))).toBeUndefined();
  });
});
