// Adding to the cart as WooCommerce does: finding the variation from the chosen attributes, its
// Persian refusals, quantity minimums, stock counted with the cart, per-order limits, sold singly.
import { productRecord } from '../../../test/productRecord';
import type { ProductAttributeTerms, ProductRecord } from '../../storage/catalogRecords';
import type { CartLineRecord } from '../../storage/cartRepository';
import { addItem, type CartCatalog } from './addItem';

// The swatch reference's vector product: 11 red/S (3), 12 red/M (out), 13 blue/any, 14 green/L (8).
const parent = productRecord({
  id: 1,
  type: 'variable',
  name: 'تی‌شرت',
  regularPrice: null,
});
const variation = (id: number, color: string, size: string, stock: number | null) =>
  productRecord({
    id,
    type: 'variation',
    parentId: 1,
    name: `تی‌شرت - ${color}${size ? `، ${size}` : ''}`,
    stockQuantity: stock,
    attributes: { attribute_pa_color: color, attribute_pa_size: size },
  });
const variations = [
  variation(11, 'red', 's', 3),
  variation(12, 'red', 'm', 0),
  variation(13, 'blue', '', null),
  variation(14, 'green', 'l', 8),
];
const terms = (attributeId: number, slugs: string[]) =>
  slugs.map((slug, index) => ({
    id: attributeId * 10 + index,
    attributeId,
    slug,
    name: slug.toUpperCase(),
    menuOrder: index,
    primaryColor: null,
    secondaryColor: null,
  }));
const attributes: ProductAttributeTerms[] = [
  {
    attribute: { id: 1, taxonomy: 'pa_color', label: 'رنگ', swatchType: 'color' },
    terms: terms(1, ['red', 'blue', 'green']),
    isVariation: true,
  },
  {
    attribute: { id: 2, taxonomy: 'pa_size', label: 'سایز', swatchType: 'button' },
    terms: terms(2, ['s', 'm', 'l']),
    isVariation: true,
  },
];
const simple = productRecord({ id: 20, name: 'پاوربانک', stockQuantity: 5 });
const limited = productRecord({ id: 21, name: 'هدفون', maxPerOrder: 2 });
const single = productRecord({ id: 22, name: 'کتاب', soldIndividually: true });
const unpriced = productRecord({ id: 23, name: 'بی‌قیمت', regularPrice: null });
const hidden = productRecord({ id: 24, name: 'پیش‌نویس', status: 'private' });
const outOfStock = productRecord({ id: 25, name: 'هدست', stockQuantity: 0 });

const all: ProductRecord[] = [
  parent,
  ...variations,
  simple,
  limited,
  single,
  unpriced,
  hidden,
  outOfStock,
];
const catalog: CartCatalog = {
  findProduct: (id) => all.find((product) => product.id === id),
  attributesOf: (id) => (id === 1 ? attributes : []),
  variationsOf: (id) => (id === 1 ? variations : []),
};

const color = (value: string) => ({ attribute: 'attribute_pa_color', value });
const size = (value: string) => ({ attribute: 'attribute_pa_size', value });

function added(outcome: ReturnType<typeof addItem>): CartLineRecord {
  if (!outcome.ok) throw new Error(`refused: ${outcome.failure.code}`);
  return outcome.line;
}

function refusal(outcome: ReturnType<typeof addItem>) {
  if (outcome.ok) throw new Error('accepted');
  return outcome.failure;
}

describe('add to cart', () => {
  it('finds the variation of a variable product from the chosen attributes', () => {
    const line = added(
      addItem({ id: 1, quantity: 2, variation: [color('green'), size('l')] }, [], catalog),
    );
    expect(line).toMatchObject({
      productId: 1,
      variationId: 14,
      quantity: 2,
      variation: { attribute_pa_color: 'green', attribute_pa_size: 'l' },
    });
    expect(line.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('names attributes as attribute_pa_x, pa_x or by label, and takes slugs in any case', () => {
    const byLabel = added(
      addItem(
        {
          id: 1,
          variation: [
            { attribute: 'رنگ', value: 'Green' },
            { attribute: 'pa_size', value: ' L ' },
          ],
        },
        [],
        catalog,
      ),
    );
    expect(byLabel.variationId).toBe(14);
    expect(byLabel.quantity).toBe(1);
  });

  it('an "any" variation takes any size and records the one chosen', () => {
    const line = added(addItem({ id: 1, variation: [color('blue'), size('m')] }, [], catalog));
    expect(line.variationId).toBe(13);
    expect(line.variation).toEqual({ attribute_pa_color: 'blue', attribute_pa_size: 'm' });
  });

  it('adds a variation by its own id, filling in its fixed attributes', () => {
    const line = added(addItem({ id: 14 }, [], catalog));
    expect(line).toMatchObject({
      productId: 1,
      variationId: 14,
      variation: { attribute_pa_color: 'green', attribute_pa_size: 'l' },
    });
  });

  it("refuses with WooCommerce's codes, in Persian", () => {
    expect(refusal(addItem({ id: 999 }, [], catalog))).toMatchObject({
      code: 'woocommerce_rest_cart_invalid_product',
      kind: 'invalid',
      message: expect.stringContaining('۹۹۹'),
    });
    expect(
      refusal(addItem({ id: 1, variation: [color('green'), size('s')] }, [], catalog)).code,
    ).toBe('woocommerce_rest_variation_id_from_variation_data');
    expect(refusal(addItem({ id: 1 }, [], catalog)).code).toBe(
      'woocommerce_rest_variation_id_from_variation_data',
    );
    expect(refusal(addItem({ id: 1, variation: [color('blue')] }, [], catalog))).toMatchObject({
      code: 'woocommerce_rest_missing_variation_data',
      message: expect.stringContaining('سایز'),
    });
    expect(
      refusal(addItem({ id: 1, variation: [color('blue'), size('xxl')] }, [], catalog)),
    ).toMatchObject({
      code: 'woocommerce_rest_invalid_variation_data',
      message: expect.stringContaining('s, m, l'),
    });
    expect(refusal(addItem({ id: 14, variation: [color('red')] }, [], catalog)).code).toBe(
      'woocommerce_rest_invalid_variation_data',
    );
    expect(refusal(addItem({ id: 23 }, [], catalog)).code).toBe(
      'woocommerce_rest_product_not_purchasable',
    );
    expect(refusal(addItem({ id: 24 }, [], catalog)).code).toBe(
      'woocommerce_rest_product_not_purchasable',
    );
  });

  // WooCommerce 9.9.5, measured: a quantity of 0 or less is not refused on its own; the cart's
  // minimum of 1 applies to the line it would leave.
  it('a quantity of 0 or less: a new line gets the minimum, an existing one must keep it', () => {
    expect(added(addItem({ id: 20, quantity: 0 }, [], catalog)).quantity).toBe(1);
    const line = added(addItem({ id: 20, quantity: -1 }, [], catalog));
    expect(line.quantity).toBe(1);
    expect(added(addItem({ id: 20, quantity: 0 }, [line], catalog))).toEqual(line);
    expect(refusal(addItem({ id: 20, quantity: -1 }, [line], catalog))).toEqual({
      code: 'invalid_quantity',
      kind: 'invalid',
      message: 'کمترین تعداد مجاز «پاوربانک» در سبد خرید ۱ عدد است.',
    });
    expect(added(addItem({ id: 20, quantity: -1 }, [{ ...line, quantity: 3 }], catalog))).toEqual({
      ...line,
      quantity: 2,
    });
  });

  it('refuses an out-of-stock variation or product', () => {
    const failure = refusal(addItem({ id: 1, variation: [color('red'), size('m')] }, [], catalog));
    expect(failure).toMatchObject({
      code: 'woocommerce_rest_product_out_of_stock',
      kind: 'invalid',
    });
    expect(failure.message).toContain('«تی‌شرت - red، m»');
    expect(refusal(addItem({ id: 25 }, [], catalog)).code).toBe(
      'woocommerce_rest_product_out_of_stock',
    );
  });

  it('counts what is already in the cart against the stock', () => {
    const first = added(
      addItem({ id: 1, quantity: 2, variation: [color('red'), size('s')] }, [], catalog),
    );
    const second = refusal(addItem({ id: 11, quantity: 2 }, [first], catalog));
    expect(second).toMatchObject({ code: 'woocommerce_rest_product_partially_out_of_stock' });
    expect(second.message).toContain('۳ عدد باقی مانده');
    const again = added(addItem({ id: 11, quantity: 1 }, [first], catalog));
    expect(again).toMatchObject({ key: first.key, quantity: 3 });
  });

  it('a new line is trimmed to a per-order limit; adding to a full line is refused', () => {
    const line = added(addItem({ id: 21, quantity: 5 }, [], catalog));
    expect(line.quantity).toBe(2);
    expect(refusal(addItem({ id: 21, quantity: 1 }, [line], catalog))).toMatchObject({
      code: 'invalid_quantity',
      message: expect.stringContaining('۲'),
    });
  });

  it('a product sold individually goes in once, one unit', () => {
    const line = added(addItem({ id: 22, quantity: 4 }, [], catalog));
    expect(line.quantity).toBe(1);
    expect(refusal(addItem({ id: 22 }, [line], catalog)).code).toBe('readonly_quantity');
  });
});
