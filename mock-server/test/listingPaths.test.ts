// Listing permalinks: blog, shop and category pages spelt as WordPress and WooCommerce spell them,
// and the canonical path of a listing, which never names another site whatever the query holds.
import {
  blogPagePath,
  canonicalListingPath,
  parsePageNumber,
  shopPagePath,
} from '../../contracts/listingPaths';

describe('listing permalinks', () => {
  it('spells pages as WordPress and WooCommerce do', () => {
    expect(blogPagePath()).toBe('/blog/');
    expect(blogPagePath(3)).toBe('/blog/page/3/');
    expect(shopPagePath(1)).toBe('/shop/');
    expect(shopPagePath(2)).toBe('/shop/page/2/');
    expect(shopPagePath(2, 'کیف')).toBe('/product-category/%DA%A9%DB%8C%D9%81/page/2/');
  });

  it.each([
    ['1', 1],
    ['27', 27],
    ['0', null],
    ['01', null],
    ['-2', null],
    ['2.5', null],
    ['x', null],
    ['', null],
  ])('reads page number %p as %p', (text, page) => {
    expect(parsePageNumber(text)).toBe(page);
  });
});

describe('canonicalListingPath', () => {
  it.each([
    ['/blog/page/1/', '', '/blog/'],
    ['/blog/page/1', '?utm_source=x', '/blog/?utm_source=x'],
    ['/shop/page/1/', '', '/shop/'],
    ['/product-category/bags/page/1/', '', '/product-category/bags/'],
    ['/product-category/%da%a9%db%8c%d9%81/page/1', '', '/product-category/%DA%A9%DB%8C%D9%81/'],
    ['/shop', '?category=bags&page=2', '/product-category/bags/page/2/'],
    ['/shop/', '?category=bags', '/product-category/bags/'],
    ['/shop', '?category=bags&page=1', '/product-category/bags/'],
    ['/shop', '?page=3&orderby=price', '/shop/page/3/?orderby=price'],
    ['/shop', '?category=%DA%A9%DB%8C%D9%81&page=x', '/product-category/%DA%A9%DB%8C%D9%81/'],
    ['/shop', '?category=&page=', '/shop/'],
  ])('sends %s%s to %s', (pathname, search, target) => {
    expect(canonicalListingPath(pathname, search)).toBe(target);
  });

  it.each([
    ['/blog/', ''],
    ['/blog/page/2/', ''],
    ['/blog/page/1-2/', ''],
    ['/shop/', '?orderby=price'],
    ['/shop/page/2/', '?category=bags'],
    ['/product-category/bags/', ''],
    ['/cart/', '?page=2'],
  ])('leaves %s%s alone', (pathname, search) => {
    expect(canonicalListingPath(pathname, search)).toBeNull();
  });

  it('never names another site, whatever the query holds', () => {
    const target = canonicalListingPath('/shop', '?category=//evil.example/x&page=2');
    expect(target).toBe('/product-category/%2F%2Fevil.example%2Fx/page/2/');
  });
});
