/**
 * @jest-environment node
 */
// Issue 29: the swatch index built from the compact form (typed arrays a worker can transfer)
// equals the one built from the Store API's objects, on random catalogues and activity rules,
// also after the compact form crossed a structured clone with its buffers transferred; and the
// table gives back every variation object as it came.
import fc from 'fast-check';
import {
  ABSENT,
  compactVariations,
  encodeVariations,
  transferables,
  VariationTable,
  type EncodedVariations,
} from '../../api/variationTable';
import type { ActivityRule, ClassicVariation, FormAttribute } from './rules';
import { buildVariationIndex, indexFromCompact } from './variationIndex';

const catalogue = fc
  .array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 })
  .chain((valueCounts) => {
    const attributes: FormAttribute[] = valueCounts.map((count, a) => ({
      name: `attribute_pa_${a}`,
      values: Array.from({ length: count }, (_, v) => `v${v}`),
    }));
    // '' is "any"; "stray" a value no swatch offers; a variation may also lack an attribute.
    const cell = (attribute: FormAttribute) =>
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...attribute.values) },
        { weight: 2, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constantFrom('stray', 'ناموجود') },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
    const row = fc.record({
      values: fc.tuple(...attributes.map(cell)),
      inStock: fc.boolean(),
      active: fc.option(fc.boolean(), { nil: undefined }),
      purchasable: fc.option(fc.boolean(), { nil: undefined }),
      // Fields the index does not read, shared or not between variations, sometimes absent.
      extra: fc.record(
        {
          display_price: fc.constantFrom(100_000, 120_000, 0.5),
          max_qty: fc.constantFrom<number | ''>('', 3, 12),
          sku: fc.string({ maxLength: 6 }),
          image: fc.constantFrom({ src: 'a.webp', w: 600 }, { src: 'b.webp', w: 600 }, null),
          price_html: fc.constantFrom('<b>۱۰۰</b>', ''),
        },
        { requiredKeys: [] },
      ),
    });
    return fc.array(row, { maxLength: 120 }).map((rows) => ({
      attributes,
      variations: rows.map((entry, position): ClassicVariation => ({
        ...entry.extra,
        variation_id: 1000 + position,
        attributes: Object.fromEntries(
          attributes.flatMap((attribute, a) => {
            const value = entry.values[a];
            return value === undefined ? [] : [[attribute.name, value]];
          }),
        ),
        is_in_stock: entry.inStock,
        ...(entry.active === undefined ? {} : { variation_is_active: entry.active }),
        ...(entry.purchasable === undefined ? {} : { is_purchasable: entry.purchasable }),
      })),
    }));
  });

const rule: fc.Arbitrary<ActivityRule> = fc.record({
  disableOutOfStock: fc.boolean(),
  clickableOutOfStock: fc.boolean(),
});

describe('the swatch index from compact variations', () => {
  it('equals the index from the Store API objects on random catalogues', () => {
    fc.assert(
      fc.property(catalogue, rule, ({ attributes, variations }, activity) => {
        const { variations: _objects, ...expected } = buildVariationIndex(
          attributes,
          variations,
          activity,
        );
        const compact = compactVariations(variations);
        expect(indexFromCompact(attributes, compact, activity)).toEqual(expected);
        // What the swatch saga builds from a table the worker sent, its buffers transferred.
        const encoded = encodeVariations(variations);
        const sent: EncodedVariations = structuredClone(encoded, {
          transfer: transferables(encoded),
        });
        expect(encoded.compact.flags.byteLength).toBe(0);
        expect(indexFromCompact(attributes, sent.compact, activity)).toEqual(expected);
        const { variations: _table, ...fromTable } = buildVariationIndex(
          attributes,
          new VariationTable<ClassicVariation>(sent),
          activity,
        );
        expect(fromTable).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('gives back each variation object as it came, the same object each time', () => {
    fc.assert(
      fc.property(catalogue, ({ variations }) => {
        const encoded = encodeVariations(variations);
        const table = new VariationTable<ClassicVariation>(
          structuredClone(encoded, { transfer: transferables(encoded) }),
        );
        expect(table.length).toBe(variations.length);
        variations.forEach((variation, position) => {
          expect(table.at(position)).toEqual(variation);
          expect(table.at(position)).toBe(table.at(position));
        });
        expect(table.at(variations.length)).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });

  it('keeps each variation id and flag', () => {
    const compact = compactVariations([
      { variation_id: 7, attributes: { a: 'x', b: '' }, is_in_stock: false },
      { variation_id: 9, attributes: { b: 'y' }, is_in_stock: true, variation_is_visible: false },
    ]);
    expect([...compact.ids]).toEqual([7, 9]);
    expect(compact.names).toEqual(['a', 'b']);
    expect(compact.values).toEqual([['x'], ['y']]);
    expect(compact.codes.map((codes: Uint32Array) => [...codes])).toEqual([
      [1, ABSENT],
      [0, 1],
    ]);
    expect([...compact.flags]).toEqual([2 | 4 | 8, 1 | 2 | 4]);
  });
});
