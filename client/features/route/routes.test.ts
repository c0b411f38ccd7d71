// Matching a URL to a page: Persian slugs decoded (never double-encoded), the search query, the
// former /shop?category=…&page=… read as a category page, WordPress's paged permalinks, and
// each page's Persian heading.
import '../../i18n';
import { matchPage, pageHeading, paths } from './routes';

describe('matchPage', () => {
  it.each([
    ['/', { name: 'home' }],
    ['/shop', { name: 'shop', page: 1 }],
    ['/shop/', { name: 'shop', page: 1 }],
    ['/shop/page/3/', { name: 'shop', page: 3 }],
    ['/product-category/bags/', { name: 'shop', page: 1, category: 'bags' }],
    ['/product-category/bags/page/2/', { name: 'shop', page: 2, category: 'bags' }],
    ['/product-category/%DA%A9%DB%8C%D9%81', { name: 'shop', page: 1, category: 'کیف' }],
    ['/cart', { name: 'cart' }],
    ['/checkout', { name: 'checkout' }],
    ['/my-account', { name: 'myAccount' }],
    ['/my-account/orders/', { name: 'myAccount' }],
    ['/contact', { name: 'contact' }],
    ['/about', { name: 'sitePage', slug: 'about' }],
    ['/returns/', { name: 'sitePage', slug: 'returns' }],
    ['/shipping/', { name: 'sitePage', slug: 'shipping' }],
    ['/privacy', { name: 'sitePage', slug: 'privacy' }],
    // Any other page of the site at its root: whether it exists is the site's to say (a 404).
    ['/sample-page/', { name: 'sitePage', slug: 'sample-page' }],
    ['/refund_returns', { name: 'sitePage', slug: 'refund_returns' }],
    ['/%d8%aa%d9%85%d8%a7%d8%b3/', { name: 'sitePage', slug: 'تماس' }],
    ['/blog', { name: 'blog', page: 1 }],
    ['/blog/', { name: 'blog', page: 1 }],
    ['/blog/page/2/', { name: 'blog', page: 2 }],
    ['/blog/page/12', { name: 'blog', page: 12 }],
    ['/blog/page', { name: 'blogPost', slug: 'page' }],
    ['/blog/hello-world', { name: 'blogPost', slug: 'hello-world' }],
    ['/product/blue-shirt/', { name: 'product', slug: 'blue-shirt' }],
    ['/wp-login.php', { name: 'notFound' }],
    ['/Sample-Page', { name: 'notFound' }],
    ['/a/b', { name: 'notFound' }],
    ['/blog/a/b', { name: 'notFound' }],
    ['/blog/page/0/', { name: 'notFound' }],
    ['/blog/page/x/', { name: 'notFound' }],
    ['/blog/page/02/', { name: 'notFound' }],
    ['/blog/page/2/more', { name: 'notFound' }],
    ['/shop/page/-1/', { name: 'notFound' }],
    ['/product-category/bags/page/0/', { name: 'notFound' }],
    ['/product-category/', { name: 'notFound' }],
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

  it('reads the former /shop?category=…&page=… as the category page', () => {
    expect(matchPage('/shop', '?category=bags&page=2')).toEqual({
      name: 'shop',
      page: 2,
      category: 'bags',
    });
    expect(matchPage('/shop/', '?page=3')).toEqual({ name: 'shop', page: 3 });
    expect(matchPage('/shop', '?orderby=price')).toEqual({ name: 'shop', page: 1 });
  });

  it("makes WordPress's paged permalinks, page 1 being the listing itself", () => {
    expect(paths.blogPage(1)).toBe('/blog/');
    expect(paths.blogPage(2)).toBe('/blog/page/2/');
    expect(paths.shopPage(1)).toBe('/shop/');
    expect(paths.shopPage(4)).toBe('/shop/page/4/');
    expect(paths.shopPage(1, 'کیف')).toBe('/product-category/%DA%A9%DB%8C%D9%81/');
    expect(paths.shopPage(3, '%da%a9%db%8c%d9%81')).toBe(
      '/product-category/%DA%A9%DB%8C%D9%81/page/3/',
    );
    expect(matchPage(paths.blogPage(7))).toEqual({ name: 'blog', page: 7 });
    expect(matchPage(paths.shopPage(2, 'کیف'))).toEqual({ name: 'shop', page: 2, category: 'کیف' });
  });

  it('gives each page a Persian heading', () => {
    expect(pageHeading({ name: 'shop', page: 1 })).toBe('فروشگاه');
    expect(pageHeading({ name: 'myAccount' })).toBe('حساب کاربری من');
    expect(pageHeading({ name: 'notFound' })).toBe('صفحه پیدا نشد');
  });
});
