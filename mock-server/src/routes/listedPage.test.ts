// A products page's bytes are JSON.stringify's, and are kept only while the same product answers
// make the page.
import { listedPageJson, productJson } from './listedPage';

const product = (id: number, name: string) => ({ id, name, prices: { price: `${id}000` } });

describe('listedPageJson', () => {
  it('writes what JSON.stringify writes, with and without _fields', () => {
    const items = [product(1, 'پیراهن'), product(2, 'کفش "ورزشی"')];
    expect(listedPageJson(items, undefined).toString()).toBe(JSON.stringify(items));
    expect(listedPageJson(items, ['id', 'prices.price']).toString()).toBe(
      JSON.stringify(items.map(({ id, prices }) => ({ id, prices: { price: prices.price } }))),
    );
    expect(listedPageJson([], undefined).toString()).toBe('[]');
  });

  it('hands back the same bytes while the same product objects make the page', () => {
    const items = [product(3, 'الف'), product(4, 'ب')];
    const first = listedPageJson(items, undefined);
    // Another request's array, the reader's same kept answers.
    expect(listedPageJson([...items], undefined)).toBe(first);
  });

  it('builds the page again when one of its products is a new answer', () => {
    const items = [product(5, 'الف'), product(6, 'ب')];
    const first = listedPageJson(items, undefined);
    const edited = [items[0]!, product(6, 'ب ویرایش‌شده')];
    const second = listedPageJson(edited, undefined);
    expect(second).not.toBe(first);
    expect(second.toString()).toBe(JSON.stringify(edited));
  });

  it('keeps pages of other fields, orders and lengths apart', () => {
    const [a, b] = [product(7, 'الف'), product(8, 'ب')];
    const both = listedPageJson([a, b], undefined);
    expect(listedPageJson([b, a], undefined).toString()).toBe(JSON.stringify([b, a]));
    expect(listedPageJson([a], undefined).toString()).toBe(JSON.stringify([a]));
    expect(listedPageJson([a, b], ['id']).toString()).toBe('[{"id":7},{"id":8}]');
    expect(listedPageJson([a, b], undefined)).toBe(both);
  });

  it('forgets the oldest pages past 16 MB of them', () => {
    const large = Array.from({ length: 20 }, (_, index) => [
      { id: 1000 + index, description: 'ا'.repeat(512 * 1024) },
    ]);
    const pages = large.map((items) => listedPageJson(items, undefined));
    expect(listedPageJson(large[19]!, undefined)).toBe(pages[19]);
    expect(listedPageJson(large[0]!, undefined)).not.toBe(pages[0]);
  });
});

describe('productJson', () => {
  it('keeps one product JSON per _fields for the life of the answer', () => {
    const item = product(9, 'کلاه');
    const whole = productJson(item, undefined);
    expect(whole.toString()).toBe(JSON.stringify(item));
    expect(productJson(item, undefined)).toBe(whole);
    expect(productJson(item, ['name']).toString()).toBe('{"name":"کلاه"}');
  });
});
