// A listing's URL, the shopper's choice and the Store API query, each into the other:
// WooCommerce's shop arguments and plain GET forms read, one URL per choice, prices in the
// minor unit, typed prices in Persian or Arabic digits, and which choices count as filters.
import {
  NO_CHOICE,
  choiceFromSearch,
  filtersChosen,
  parsePriceBound,
  searchFromChoice,
  storeQueryOfChoice,
} from './listingQuery';

describe('listing URL <-> choice <-> Store API query', () => {
  it('reads WooCommerce’s shop arguments', () => {
    expect(
      choiceFromSearch(
        '?orderby=price-desc&min_price=۲۰۰٬۰۰۰&max_price=900000&filter_color=black,red' +
          '&filter_size=m&filter_stock_status=instock&utm_source=x',
      ),
    ).toEqual({
      sorting: 'price-desc',
      minPrice: 200000,
      maxPrice: 900000,
      terms: { pa_color: ['black', 'red'], pa_size: ['m'] },
      inStockOnly: true,
    });
  });

  it('takes a plain GET form’s repeated names as a list, and ignores what it does not know', () => {
    expect(
      choiceFromSearch('filter_color=black&filter_color=white&filter_color=black&orderby=cheap'),
    ).toEqual({ ...NO_CHOICE, terms: { pa_color: ['black', 'white'] } });
    expect(choiceFromSearch('min_price=abc&max_price=-5&filter_=x&filter_Bad%20Name=y')).toEqual(
      NO_CHOICE,
    );
    expect(choiceFromSearch('')).toEqual(NO_CHOICE);
  });

  it('swaps price bounds given the wrong way round', () => {
    expect(choiceFromSearch('min_price=500&max_price=100')).toMatchObject({
      minPrice: 100,
      maxPrice: 500,
    });
  });

  it('writes one URL per choice: fixed order, sorted terms, default sorting left out', () => {
    const choice = {
      sorting: 'price' as const,
      minPrice: 1000,
      maxPrice: null,
      terms: { pa_size: ['m'], pa_color: ['red', 'black'] },
      inStockOnly: true,
    };
    const search = searchFromChoice(choice);
    expect(search).toBe(
      'orderby=price&min_price=1000&filter_color=black,red&filter_size=m&filter_stock_status=instock',
    );
    expect(choiceFromSearch(search)).toEqual({
      ...choice,
      terms: { pa_color: ['black', 'red'], pa_size: ['m'] },
    });
    expect(searchFromChoice(NO_CHOICE)).toBe('');
    expect(searchFromChoice({ ...NO_CHOICE, terms: { pa_color: [] } })).toBe('');
  });

  it('asks the Store API with its own parameters, prices in the minor unit', () => {
    expect(storeQueryOfChoice(NO_CHOICE)).toEqual({ orderby: 'menu_order', order: 'asc' });
    expect(
      storeQueryOfChoice(
        {
          sorting: 'price-desc',
          minPrice: 10,
          maxPrice: 20,
          terms: { pa_color: ['red', 'black'] },
          inStockOnly: true,
        },
        2,
      ),
    ).toEqual({
      orderby: 'price',
      order: 'desc',
      min_price: '1000',
      max_price: '2000',
      attributes: [{ attribute: 'pa_color', slug: ['black', 'red'], operator: 'in' }],
      stock_status: ['instock'],
    });
    const orders = (['popularity', 'rating', 'date', 'price'] as const).map((sorting) =>
      storeQueryOfChoice({ ...NO_CHOICE, sorting }),
    );
    expect(orders).toEqual([
      { orderby: 'popularity', order: 'desc' },
      { orderby: 'rating', order: 'desc' },
      { orderby: 'date', order: 'desc' },
      { orderby: 'price', order: 'asc' },
    ]);
  });

  it('counts only narrowing choices as filters', () => {
    expect(filtersChosen({ ...NO_CHOICE, sorting: 'date' })).toBe(false);
    expect(filtersChosen({ ...NO_CHOICE, inStockOnly: true })).toBe(true);
    expect(filtersChosen({ ...NO_CHOICE, maxPrice: 0 })).toBe(true);
  });

  it('reads typed prices with Persian or Arabic digits and separators', () => {
    expect(parsePriceBound(' ۱٬۲۵۰٬۰۰۰ ')).toBe(1250000);
    expect(parsePriceBound('٣٠٠')).toBe(300);
    expect(parsePriceBound('1,000')).toBe(1000);
    expect(parsePriceBound('')).toBeNull();
    expect(parsePriceBound('12.5')).toBeNull();
  });
});
