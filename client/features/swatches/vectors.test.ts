// The reference's test vectors (reference/swatches.md section 10), recorded from the real plugin
// scripts, replayed on both the indexed engine and the reference scan.
import {
  COLOR,
  SIZE,
  referenceAttributes,
  referenceVariations,
  withoutOutOfStock,
} from './testSupport/referenceProduct';
import { FormDriver, indexedEngine, scanEngine, type Engine } from './testSupport/formDriver';
import type { SwatchOptions } from './options';

const UNAVAILABLE = '(ناموجود)';
const INVALID = '(نامعتبر)';

describe.each<Engine>([indexedEngine, scanEngine])('vectors on the $name', (engine) => {
  const form = (options: Partial<SwatchOptions> = {}, variations = referenceVariations) =>
    new FormDriver(engine, referenceAttributes, variations, options);

  test('V1 free + core, defaults', () => {
    const f = form();
    expect(f.items(COLOR)).toBe('red:en blue:en green:en');
    expect(f.items(SIZE)).toBe('s:en m:en l:en');
    expect(f.availability.complete).toBe(false);
    expect(f.availability.purchasable).toBe(false);

    f.click(COLOR, 'red');
    expect(f.items(COLOR)).toBe('red:SEL blue:en green:en');
    expect(f.items(SIZE)).toBe('s:en m:en l:dis');

    f.click(SIZE, 'm');
    expect(f.items(COLOR)).toBe('red:SEL blue:en green:dis');
    expect(f.items(SIZE)).toBe('s:en m:SEL l:dis');
    expect(f.variationId).toBe(12);
    expect(f.availability.purchasable).toBe(false);

    f.click(SIZE, 's');
    expect(f.items(COLOR)).toBe('red:SEL blue:en green:dis');
    expect(f.items(SIZE)).toBe('s:SEL m:en l:dis');
    expect(f.variationId).toBe(11);
    expect(f.availability.purchasable).toBe(true);

    f.click(COLOR, 'blue');
    expect(f.items(COLOR)).toBe('red:en blue:SEL green:dis');
    expect(f.items(SIZE)).toBe('s:SEL m:en l:en');
    expect(f.variationId).toBe(13);

    f.reset();
    expect(f.items(COLOR)).toBe('red:en blue:en green:en');
    expect(f.items(SIZE)).toBe('s:en m:en l:en');
    expect(f.variationId).toBeNull();
  });

  test('V2 size first', () => {
    const f = form().click(SIZE, 'l');
    expect(f.items(COLOR)).toBe('red:dis blue:en green:en');
    expect(f.items(SIZE)).toBe('s:en m:en l:SEL');
  });

  test('V3 clear_on_reselect on: a second click (or Enter) clears', () => {
    const f = form({ clearOnReselect: true });
    f.click(COLOR, 'red');
    expect(f.selection[COLOR]).toBe('red');
    f.click(COLOR, 'red');
    expect(f.selection[COLOR]).toBe('');
    expect(f.items(COLOR)).toBe('red:en blue:en green:en');
    f.click(COLOR, 'blue');
    expect(f.items(COLOR)).toBe('red:en blue:SEL green:en');
    f.click(COLOR, 'blue');
    expect(f.selection[COLOR]).toBe('');
  });

  test('V3 radio lists never clear on reselect', () => {
    const f = form({ clearOnReselect: true });
    f.click(COLOR, 'red', true).click(COLOR, 'red', true);
    expect(f.selection[COLOR]).toBe('red');
  });

  test('V3b clear_on_reselect off: a second click keeps the choice', () => {
    const f = form();
    f.click(COLOR, 'red').click(COLOR, 'red');
    expect(f.items(COLOR)).toBe('red:SEL blue:en green:en');
    f.click(SIZE, 's');
    expect(f.items(SIZE)).toBe('s:SEL m:en l:dis');
    expect(f.variationId).toBe(11);
  });

  test('V4 the store hides out-of-stock items (variation 12 absent)', () => {
    const f = form({}, withoutOutOfStock).click(COLOR, 'red');
    expect(f.items(SIZE)).toBe('s:en m:dis l:dis');
  });

  test('V5 disable_out_of_stock on, clickable off, out-of-stock tooltip', () => {
    const f = form({ disableOutOfStock: true, outOfStockTooltipText: UNAVAILABLE });
    expect(f.items(SIZE)).toBe(`s:en m:en[${UNAVAILABLE}] l:en`);
    expect(f.items(COLOR)).toBe('red:en blue:en green:en');
    f.click(COLOR, 'red');
    expect(f.items(SIZE)).toBe('s:en m:dis l:dis');
    f.click(SIZE, 's');
    expect(f.variationId).toBe(11);
    expect(f.availability.purchasable).toBe(true);
    expect(f.items(COLOR)).toBe('red:SEL blue:en green:dis');
  });

  test('V6 clickable_out_of_stock on', () => {
    const f = form({ clickableOutOfStock: true, outOfStockTooltipText: UNAVAILABLE });
    expect(f.items(SIZE)).toBe(`s:en m:nostock[${UNAVAILABLE}] l:en`);
    f.click(COLOR, 'red');
    expect(f.items(SIZE)).toBe(`s:en m:nostock[${UNAVAILABLE}] l:dis`);
    f.click(SIZE, 'm');
    expect(f.items(COLOR)).toBe(`red:SEL+nostock[${UNAVAILABLE}] blue:en green:dis`);
    expect(f.items(SIZE)).toBe(`s:en m:SEL+nostock[${UNAVAILABLE}] l:dis`);
    expect(f.variationId).toBe(12);
    expect(f.availability.purchasable).toBe(false);
  });

  test('V6b clickable off: the out-of-stock item stays plain enabled, with its tooltip', () => {
    const f = form({ outOfStockTooltipText: UNAVAILABLE }).click(COLOR, 'red');
    expect(f.items(SIZE)).toBe(`s:en m:en[${UNAVAILABLE}] l:dis`);
  });

  describe('V7 stock badge', () => {
    const badges = (threshold: number) =>
      form({ showVariationStock: true, clickableOutOfStock: true, stockLabelThreshold: threshold });

    test('threshold 5: badge on the open attribute, cleared once both are chosen', () => {
      const f = badges(5).click(COLOR, 'red');
      expect(f.items(SIZE)).toBe('s:en<3 left> m:nostock l:dis');
      f.click(SIZE, 's');
      expect(f.items(SIZE)).toBe('s:SEL m:nostock l:dis');
      expect(f.items(COLOR)).toBe('red:SEL blue:en green:dis');
    });

    test('threshold 3: the colour list gets the badge when size is chosen', () => {
      const f = badges(3).click(SIZE, 's');
      expect(f.items(COLOR)).toBe('red:en<3 left> blue:en green:dis');
      expect(f.items(SIZE)).toBe('s:SEL m:nostock l:en');
    });

    test('threshold 2: no badge (3 > 2)', () => {
      const f = badges(2).click(SIZE, 's');
      expect(f.items(COLOR)).toBe('red:en blue:en green:dis');
    });

    test('nothing chosen, or the option off: no badge', () => {
      expect(badges(5).items(SIZE)).toBe('s:en m:nostock l:en');
      const off = form({ stockLabelThreshold: 5 }).click(COLOR, 'red');
      expect(off.items(SIZE)).toBe('s:en m:en l:dis');
    });
  });

  const deselect = {
    clickableOutOfStock: true,
    deselectUnavailable: true,
    outOfStockTooltipText: UNAVAILABLE,
    unavailableTooltipText: INVALID,
  };

  test('V8 deselect_unavailable with disable_out_of_stock: the other attribute is cleared', () => {
    const f = form({ ...deselect, disableOutOfStock: true });
    f.click(COLOR, 'red');
    expect(f.items(SIZE)).toBe(`s:en m:nostock[${UNAVAILABLE}] l:dis[${INVALID}]`);
    f.click(SIZE, 'm');
    expect(f.selection[COLOR]).toBe('');
    expect(f.items(COLOR)).toBe(`red:nostock[${UNAVAILABLE}] blue:en green:dis[${INVALID}]`);
    expect(f.items(SIZE)).toBe(`s:en m:SEL+nostock[${UNAVAILABLE}] l:en`);
    expect(f.variationId).toBeNull();
  });

  test('V8b deselect_unavailable without disable_out_of_stock: red/m matches, nothing cleared', () => {
    const f = form({ ...deselect, disableOutOfStock: false });
    f.click(COLOR, 'red').click(SIZE, 'm');
    expect(f.items(COLOR)).toBe(`red:SEL+nostock[${UNAVAILABLE}] blue:en green:dis[${INVALID}]`);
    expect(f.items(SIZE)).toBe(`s:en m:SEL+nostock[${UNAVAILABLE}] l:dis[${INVALID}]`);
    expect(f.variationId).toBe(12);
  });

  test('V9 unavailable tooltip on disabled items', () => {
    const f = form({ unavailableTooltipText: INVALID }).click(COLOR, 'green');
    expect(f.items(SIZE)).toBe(`s:dis[${INVALID}] m:dis[${INVALID}] l:en`);
  });

  test('V10 ajax mode (no product_variations): everything stays enabled', () => {
    const f = form({ outOfStockTooltipText: UNAVAILABLE }, []);
    f.click(COLOR, 'red').click(SIZE, 'l');
    expect(f.items(COLOR)).toBe('red:SEL blue:en green:en');
    expect(f.items(SIZE)).toBe('s:en m:en l:SEL');
    expect(f.availability.ajaxMode).toBe(true);
    expect(f.availability.complete).toBe(true);
    expect(f.variationId).toBeNull();
  });

  test('better than the plugin: with the others chosen, an "any" row in stock counts', () => {
    // The Pro script marks every size out of stock once blue is chosen (blue has only an "any"
    // row); each size then names variation 13, which is in stock, so none is marked.
    const f = form({ clickableOutOfStock: true, outOfStockTooltipText: UNAVAILABLE });
    f.click(COLOR, 'blue');
    expect(f.items(SIZE)).toBe('s:en m:en l:en');
    f.click(SIZE, 'm');
    expect(f.items(SIZE)).toBe('s:en m:SEL l:en');
    expect(f.availability.purchasable).toBe(true);
    // With nothing else chosen the plugin's rule (and vector V6) still holds.
    f.reset();
    expect(f.items(SIZE)).toBe(`s:en m:nostock[${UNAVAILABLE}] l:en`);
  });

  test('a value that is not an option leaves the attribute cleared', () => {
    const f = form().click(COLOR, 'purple');
    expect(f.selection[COLOR]).toBe('');
  });

  test('a stale choice is pruned: after a selection becomes impossible it reads as cleared', () => {
    const f = form();
    f.selection = { [COLOR]: 'green', [SIZE]: 's' };
    // Core prunes in attribute order: green is impossible with s, so colour is cleared first.
    expect(f.availability.selection).toEqual({ [COLOR]: '', [SIZE]: 's' });
    expect(f.items(COLOR)).toBe('red:en blue:en green:dis');
  });
});
