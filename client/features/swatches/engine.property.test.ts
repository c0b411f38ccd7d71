// Generated products, options and click sequences: the indexed engine must answer exactly what
// the reference scan answers, item by item, after every click.
import fc from 'fast-check';
import type { Availability } from './availabilityTypes';
import { DEFAULT_SWATCH_OPTIONS, type SwatchOptions } from './options';
import type { ClassicVariation, FormAttribute } from './rules';
import { FormDriver, indexedEngine, scanEngine } from './testSupport/formDriver';

interface Product {
  attributes: FormAttribute[];
  variations: ClassicVariation[];
}

const productArbitrary: fc.Arbitrary<Product> = fc
  .array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 })
  .chain((valueCounts) => {
    const attributes: FormAttribute[] = valueCounts.map((count, a) => ({
      name: `attribute_pa_${a}`,
      values: Array.from({ length: count }, (_, v) => `v${v}`),
    }));
    // '' is "any"; "stray" is a value no swatch offers (a term removed from the product).
    const valueFor = (attribute: FormAttribute) =>
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...attribute.values) },
        { weight: 2, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constant('stray') },
      );
    const variation = fc.record({
      values: fc.tuple(...attributes.map(valueFor)),
      is_in_stock: fc.boolean(),
      max_qty: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 12 })),
      active: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, fc.constant(false)),
      purchasable: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, fc.constant(false)),
    });
    return fc.array(variation, { maxLength: 40 }).map((rows) => ({
      attributes,
      variations: rows.map((row, position): ClassicVariation => ({
        variation_id: 100 + position,
        attributes: Object.fromEntries(
          attributes.map((attribute, a) => [attribute.name, row.values[a] ?? '']),
        ),
        is_in_stock: row.is_in_stock,
        max_qty: row.max_qty,
        variation_stock_left: row.max_qty === '' ? '' : `${row.max_qty} left`,
        is_purchasable: row.purchasable,
        variation_is_active: row.active,
        variation_is_visible: true,
      })),
    }));
  });

const optionsArbitrary: fc.Arbitrary<SwatchOptions> = fc
  .record({
    clickableOutOfStock: fc.boolean(),
    clearOnReselect: fc.boolean(),
    disableOutOfStock: fc.boolean(),
    deselectUnavailable: fc.boolean(),
    showVariationStock: fc.boolean(),
    stockLabelThreshold: fc.integer({ min: 0, max: 10 }),
  })
  .map((picked) => ({ ...DEFAULT_SWATCH_OPTIONS, ...picked }));

type Step = { kind: 'click'; attribute: number; value: number; radio: boolean } | { kind: 'reset' };

const stepsArbitrary: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({
        kind: fc.constant('click' as const),
        attribute: fc.nat(3),
        value: fc.nat(6),
        radio: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'reset' as const }) },
  ),
  { maxLength: 12 },
);

/** Comparable form of an answer: the variation by id, everything else as it is. */
function comparable(availability: Availability) {
  return { ...availability, variation: availability.variation?.variation_id ?? null };
}

describe('indexed engine against the reference scan', () => {
  it('agrees on every item after every click, for generated products and options', () => {
    fc.assert(
      fc.property(productArbitrary, optionsArbitrary, stepsArbitrary, (product, options, steps) => {
        const fast = new FormDriver(indexedEngine, product.attributes, product.variations, options);
        const slow = new FormDriver(scanEngine, product.attributes, product.variations, options);
        expect(comparable(fast.availability)).toEqual(comparable(slow.availability));
        for (const step of steps) {
          if (step.kind === 'reset') {
            fast.reset();
            slow.reset();
          } else {
            const attribute = product.attributes[step.attribute % product.attributes.length]!;
            // Sometimes a value the list does not offer, as a stale URL or default could give.
            const value = attribute.values[step.value] ?? 'stray';
            fast.click(attribute.name, value, step.radio);
            slow.click(attribute.name, value, step.radio);
          }
          expect(fast.selection).toEqual(slow.selection);
          expect(comparable(fast.availability)).toEqual(comparable(slow.availability));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('agrees on the stock badges of every selection with one attribute open', () => {
    const withBadges = { ...DEFAULT_SWATCH_OPTIONS, showVariationStock: true };
    fc.assert(
      fc.property(
        productArbitrary.filter((product) => product.attributes.length > 1),
        fc.array(fc.nat(5), { minLength: 4, maxLength: 4 }),
        fc.nat(3),
        fc.integer({ min: 1, max: 12 }),
        (product, picks, open, threshold) => {
          const options = { ...withBadges, stockLabelThreshold: threshold };
          const openAt = open % product.attributes.length;
          const selection = Object.fromEntries(
            product.attributes.map((attribute, a) => [
              attribute.name,
              a === openAt ? '' : (attribute.values[picks[a]! % attribute.values.length] ?? ''),
            ]),
          );
          const fast = indexedEngine.availability(
            product.attributes,
            product.variations,
            selection,
            options,
          );
          const slow = scanEngine.availability(
            product.attributes,
            product.variations,
            selection,
            options,
          );
          expect(comparable(fast)).toEqual(comparable(slow));
        },
      ),
      { numRuns: 600 },
    );
  });

  it('never leaves a chosen value that is not enabled', () => {
    fc.assert(
      fc.property(productArbitrary, optionsArbitrary, stepsArbitrary, (product, options, steps) => {
        const form = new FormDriver(indexedEngine, product.attributes, product.variations, options);
        for (const step of steps) {
          if (step.kind === 'reset') form.reset();
          else {
            const attribute = product.attributes[step.attribute % product.attributes.length]!;
            form.click(attribute.name, attribute.values[step.value] ?? 'stray');
          }
          const { attributes, ajaxMode } = form.availability;
          for (const facts of attributes) {
            if (facts.chosen === '' || ajaxMode) continue;
            expect(facts.items.find((item) => item.value === facts.chosen)?.enabled).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
