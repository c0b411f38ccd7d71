// A featured product made into a slide: prices in Toman, discount, end of sale and a plain-text
// name; unbuyable ones marked no-sale; and only its fields asked of the Store API, never
// variations.
import type { StoreProductPrices } from '../../../contracts/store';
import { SLIDE_FIELDS, toSlide, type SlideProduct } from './slides';

const prices = (fields: Partial<StoreProductPrices>): StoreProductPrices => ({
  price: '450000',
  regular_price: '560000',
  sale_price: '450000',
  price_range: null,
  currency_code: 'IRT',
  currency_symbol: 'تومان',
  currency_minor_unit: 0,
  currency_decimal_separator: '.',
  currency_thousand_separator: '٬',
  currency_prefix: '',
  currency_suffix: ' تومان',
  ...fields,
});

function product(fields: Partial<SlideProduct> = {}): SlideProduct {
  return {
    id: 6,
    name: 'تی‌شرت &amp; شلوار',
    slug: 'oversize-tshirt',
    type: 'variable',
    prices: prices({ price_range: { min_amount: '450000', max_amount: '480000' } }),
    images: [
      {
        id: 1,
        src: '/img/a.webp',
        thumbnail: '/img/a-300.webp',
        srcset: '/img/a.webp 600w',
        sizes: '600px',
        name: 'a',
        alt: 'تی‌شرت',
      },
    ],
    on_sale: true,
    is_purchasable: true,
    is_in_stock: true,
    has_options: true,
    extensions: { 'persian-shop': { featured: true, sale_ends_at: '2026-12-02T04:17:33Z' } },
    ...fields,
  };
}

describe('toSlide', () => {
  it('keeps what a slide shows: prices in Toman, discount, end of sale, plain-text name', () => {
    expect(toSlide(product())).toEqual({
      id: 6,
      slug: 'oversize-tshirt',
      name: 'تی‌شرت & شلوار',
      image: { src: '/img/a.webp', srcset: '/img/a.webp 600w', alt: 'تی‌شرت' },
      price: 450_000,
      regular: 560_000,
      priceFrom: true,
      discount: 20,
      currency: { currency_minor_unit: 0, currency_prefix: '', currency_suffix: ' تومان' },
      saleEndsAt: Date.parse('2026-12-02T04:17:33Z'),
      noSale: false,
      needsChoice: true,
    });
  });

  it('marks a product that cannot be bought as no-sale', () => {
    expect(toSlide(product({ is_in_stock: false })).noSale).toBe(true);
    expect(toSlide(product({ is_purchasable: false })).noSale).toBe(true);
    expect(toSlide(product({ type: 'simple', has_options: false })).needsChoice).toBe(false);
  });

  it('has no discount or countdown when not on sale', () => {
    const slide = toSlide(
      product({
        on_sale: false,
        prices: prices({ price: '1000000', regular_price: '1000000' }),
        extensions: { 'persian-shop': { sale_ends_at: '2026-12-02T04:17:33Z' } },
      }),
    );
    expect(slide).toMatchObject({ discount: 0, saleEndsAt: null, price: 1e6, regular: 1e6 });
    expect(toSlide(product({ images: [] })).image).toBeNull();
  });

  it('asks the Store API for its fields only, never the variations', () => {
    expect(SLIDE_FIELDS).not.toContain('variations');
    expect(SLIDE_FIELDS).toEqual(expect.arrayContaining(['id', 'prices', 'extensions']));
  });
});
