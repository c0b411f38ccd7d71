import '../../i18n';
import { matchPage, pageHeading, paths } from './routes';

describe('matchPage', () => {
  it.each([
    ['/', { name: 'home' }],
    ['/shop', { name: 'shop' }],
    ['/shop/', { name: 'shop' }],
    ['/cart', { name: 'cart' }],
    ['/checkout', { name: 'checkout' }],
    ['/my-account', { name: 'myAccount' }],
    ['/contact', { name: 'contact' }],
    ['/blog', { name: 'blog' }],
    ['/blog/hello-world', { name: 'blogPost', slug: 'hello-world' }],
    ['/product/blue-shirt/', { name: 'product', slug: 'blue-shirt' }],
    ['/nope', { name: 'notFound' }],
    ['/blog/a/b', { name: 'notFound' }],
    ['/shopping', { name: 'notFound' }],
  ])('%s', (pathname, page) => {
    expect(matchPage(pathname)).toEqual(page);
  });

  it('decodes Persian slugs from the URL', () => {
    const encoded = paths.blogPost('سلام-دنیا');
    expect(encoded).toBe('/blog/%D8%B3%D9%84%D8%A7%D9%85-%D8%AF%D9%86%DB%8C%D8%A7');
    expect(matchPage(encoded)).toEqual({ name: 'blogPost', slug: 'سلام-دنیا' });
  });

  it('does not double-encode a slug WordPress already sends percent-encoded', () => {
    expect(paths.blogPost('%d8%b3%d9%84%d8%a7%d9%85')).toBe('/blog/%D8%B3%D9%84%D8%A7%D9%85');
  });

  it('reads the search query', () => {
    expect(matchPage('/search', '?s=%DA%A9%D9%81%D8%B4')).toEqual({ name: 'search', query: 'کفش' });
    expect(matchPage('/search', '')).toEqual({ name: 'search', query: '' });
  });

  it('gives each page a Persian heading', () => {
    expect(pageHeading({ name: 'shop' })).toBe('فروشگاه');
    expect(pageHeading({ name: 'myAccount' })).toBe('حساب کاربری من');
    expect(pageHeading({ name: 'notFound' })).toBe('صفحه پیدا نشد');
  });
});
