// What the storefront reads from WordPress's REST index: which of the shop's extras the site has,
// and whether WordPress's home is the storefront's address (else every page loops).
import { homeMismatch, readSiteIndex } from './siteIndex';

const stockIndex = {
  name: 'CF7 Reference',
  home: 'http://127.0.0.1:3089',
  routes: { '/wc/store/v1/cart': {}, '/persian-shop/v1/announcement': {} },
};

describe('readSiteIndex', () => {
  it("a stock WooCommerce has none of the shop's checkout, account or order routes", () => {
    expect(readSiteIndex(stockIndex).extras).toEqual({
      announcement: true,
      accounts: false,
      orders: false,
      regions: false,
      paymentMethods: false,
    });
  });

  it('keeps the home WordPress names', () => {
    expect(readSiteIndex(stockIndex).home).toBe('http://127.0.0.1:3089');
  });
});

describe('homeMismatch', () => {
  it('is nothing when WordPress’s home is SITE_URL (a trailing slash or path aside)', () => {
    expect(homeMismatch(readSiteIndex(stockIndex), 'http://127.0.0.1:3089')).toBeUndefined();
    expect(
      homeMismatch(
        { ...readSiteIndex(stockIndex), home: 'http://127.0.0.1:3089/' },
        'http://127.0.0.1:3089',
      ),
    ).toBeUndefined();
  });

  it('names both addresses and the setting to change when they differ', () => {
    const said = homeMismatch(
      { ...readSiteIndex(stockIndex), home: 'http://127.0.0.1:8089' },
      'https://shop.example',
    );
    expect(said).toContain('http://127.0.0.1:8089');
    expect(said).toContain('https://shop.example');
    expect(said).toContain('Site Address');
  });
});
