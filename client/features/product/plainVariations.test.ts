// The rules of the plain variation form (variable products without the swatches extension):
// one select per varying attribute, values no variation offers disabled, the matching variation,
// add-item's names and slugs, unchosen attributes named, "any" matched, stale choices cleared.
import type { StoreProduct } from '../../../contracts/store';
import { SWATCHES_EXTENSION } from '../../../contracts/store';
import { makeProduct, referenceProduct } from '../catalog/testSupport/products';
import { plainProduct } from './testSupport/plainProduct';
import {
  addItemVariation,
  choose,
  chosenNames,
  isComplete,
  matchedVariation,
  needsPlainForm,
  plainSelects,
  unchosenAttributes,
} from './plainVariations';
import { chooseMissingMessage } from './purchaseView';

function disabledOf(product: StoreProduct, choice: Record<string, string>) {
  return Object.fromEntries(
    plainSelects(product, choice).map((select) => [
      select.name,
      select.options.filter((option) => option.disabled).map((option) => option.value),
    ]),
  );
}

describe('plain variation form rules', () => {
  it('is used for a variable product without the swatches extension only', () => {
    expect(needsPlainForm(plainProduct())).toBe(true);
    expect(needsPlainForm(referenceProduct())).toBe(false);
    expect(needsPlainForm(makeProduct({ slug: 'simple' }))).toBe(false);
    const withSwatches = referenceProduct();
    expect(withSwatches.extensions[SWATCHES_EXTENSION]).toBeDefined();
  });

  it('has one select per varying attribute, values in the terms order, nothing chosen', () => {
    const selects = plainSelects(plainProduct(), {});
    expect(selects.map((select) => select.name)).toEqual(['رنگ', 'اندازه']);
    expect(selects[0]!.options).toEqual([
      { value: 'blue', label: 'آبی', disabled: false },
      { value: 'red', label: 'قرمز', disabled: false },
    ]);
    expect(selects.every((select) => select.chosen === '')).toBe(true);
  });

  it('disables a value no variation offers under the other choices', () => {
    const product = plainProduct();
    expect(disabledOf(product, { رنگ: 'blue' })).toEqual({ رنگ: [], اندازه: ['m'] });
    expect(disabledOf(product, { اندازه: 'm' })).toEqual({ رنگ: ['blue'], اندازه: [] });
    // A value's own select never disables its other values: the shopper can change their mind.
    expect(disabledOf(product, { رنگ: 'red', اندازه: 's' })).toEqual({ رنگ: [], اندازه: [] });
  });

  it('names the matching variation only once the choice is complete', () => {
    const product = plainProduct();
    expect(matchedVariation(product, { رنگ: 'red' })).toBeNull();
    expect(isComplete(product, { رنگ: 'red' })).toBe(false);
    expect(matchedVariation(product, { رنگ: 'red', اندازه: 'm' })).toBe(179);
    expect(matchedVariation(product, { رنگ: 'blue', اندازه: 's' })).toBe(180);
    expect(matchedVariation(product, { رنگ: 'blue', اندازه: 'm' })).toBeNull();
  });

  it('gives add-item the taxonomy names and the chosen slugs', () => {
    const product = plainProduct();
    const choice = { رنگ: 'red', اندازه: 'm' };
    expect(addItemVariation(product, choice)).toEqual([
      { attribute: 'attribute_pa_color', value: 'red' },
      { attribute: 'attribute_pa_size', value: 'm' },
    ]);
    expect(chosenNames(product, choice)).toEqual(['قرمز', 'M']);
  });

  it('names the attributes a plain post left unchosen, as a Persian editor lists them', () => {
    const product = plainProduct();
    product.attributes[2] = { ...product.attributes[2]!, has_variations: true };
    expect(unchosenAttributes(product, { attribute_pa_color: 'red' })).toEqual(['اندازه', 'جنس']);
    // A local attribute is posted under its label; an empty field is no choice.
    expect(
      unchosenAttributes(product, {
        attribute_pa_color: '',
        attribute_pa_size: 's',
        attribute_جنس: 'نخ',
      }),
    ).toEqual(['رنگ']);
    expect(unchosenAttributes(makeProduct({ slug: 'simple' }), {})).toEqual([]);
    expect(chooseMissingMessage(unchosenAttributes(product, {}))).toBe(
      'برای افزودن به سبد خرید، رنگ، اندازه و جنس را انتخاب کنید.',
    );
    expect(chooseMissingMessage(['اندازه', 'جنس'])).toBe(
      'برای افزودن به سبد خرید، اندازه و جنس را انتخاب کنید.',
    );
    expect(chooseMissingMessage(['رنگ'])).toBe('برای افزودن به سبد خرید، رنگ را انتخاب کنید.');
  });

  it('names a local attribute (no taxonomy) by its label, and matches "any" ("" or null)', () => {
    const product = plainProduct();
    product.attributes[2] = { ...product.attributes[2]!, has_variations: true };
    product.attributes[2].terms = [
      { id: 0, name: 'نخ', slug: 'نخ' },
      { id: 0, name: 'پلی‌استر', slug: 'پلی‌استر' },
    ];
    product.variations = [
      {
        id: 190,
        attributes: [
          { name: 'رنگ', value: 'red' },
          { name: 'اندازه', value: '' },
          { name: 'جنس', value: 'نخ' },
        ],
      },
      {
        id: 191,
        attributes: [
          { name: 'رنگ', value: 'blue' },
          { name: 'اندازه', value: 's' },
          { name: 'جنس', value: null },
        ],
      },
    ];
    // Red takes any size, but only cotton; blue takes any material, but only S.
    expect(disabledOf(product, { رنگ: 'red' })).toEqual({
      رنگ: [],
      اندازه: [],
      جنس: ['پلی‌استر'],
    });
    expect(disabledOf(product, { رنگ: 'blue' })).toEqual({ رنگ: [], اندازه: ['m'], جنس: [] });
    const choice = { رنگ: 'red', اندازه: 'm', جنس: 'نخ' };
    expect(matchedVariation(product, choice)).toBe(190);
    expect(matchedVariation(product, { رنگ: 'blue', اندازه: 's', جنس: 'پلی‌استر' })).toBe(191);
    expect(addItemVariation(product, choice)).toEqual([
      { attribute: 'attribute_pa_color', value: 'red' },
      // The "any" size is sent as chosen: the cart line records it.
      { attribute: 'attribute_pa_size', value: 'm' },
      { attribute: 'جنس', value: 'نخ' },
    ]);
  });

  it('clears another choice that a change leaves without a variation, and "" clears its own', () => {
    const product = plainProduct();
    let choice = choose(product, {}, 'اندازه', 's');
    choice = choose(product, choice, 'رنگ', 'blue');
    expect(choice).toEqual({ اندازه: 's', رنگ: 'blue' });
    // M has no blue variation: the colour is cleared rather than left naming nothing.
    expect(choose(product, choice, 'اندازه', 'm')).toEqual({ اندازه: 'm' });
    expect(choose(product, choice, 'رنگ', '')).toEqual({ اندازه: 's' });
  });
});
