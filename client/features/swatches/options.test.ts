// The swatches plugin's settings: truthy values as its filterBoolean reads them, the plugin
// defaults when a site sends nothing, all ten options of SPEC section 9, and the default
// threshold and limit kept when the numbers are unreadable.
import { SWATCH_OPTION_NAMES } from '../../../contracts/store';
import { DEFAULT_SWATCH_OPTIONS, isTruthySetting, readSwatchOptions } from './options';

describe('isTruthySetting (the plugin filterBoolean)', () => {
  it.each([true, 1, '1', 'true', 'yes', 'on', ' YES ', 'On', 'TRUE'])('%p is true', (value) => {
    expect(isTruthySetting(value)).toBe(true);
  });

  it.each([false, 0, 2, '', '0', 'no', 'off', 'false', 'y', 'enabled', null, undefined, {}])(
    '%p is false',
    (value) => {
      expect(isTruthySetting(value)).toBe(false);
    },
  );
});

describe('readSwatchOptions', () => {
  it('takes the plugin defaults when a site sends nothing', () => {
    expect(readSwatchOptions(undefined)).toEqual(DEFAULT_SWATCH_OPTIONS);
    expect(readSwatchOptions({})).toMatchObject({
      showVariationLabel: true,
      variationLabelSeparator: ':',
      stockLabelThreshold: 5,
      clearOnReselect: false,
    });
  });

  it('reads all ten options of SPEC section 9, with every truthy spelling', () => {
    const raw = {
      show_variation_label: 'no',
      variation_label_separator: '›',
      out_of_stock_tooltip_text: '(ناموجود)',
      unavailable_tooltip_text: '(نامعتبر)',
      clickable_out_of_stock: 1,
      clear_on_reselect: 'yes',
      disable_out_of_stock: 'on',
      deselect_unavailable: 'true',
      show_variation_stock: true,
      stock_label_threshold: '3',
    };
    expect(Object.keys(raw)).toEqual([...SWATCH_OPTION_NAMES]);
    expect(readSwatchOptions(raw)).toEqual({
      ...DEFAULT_SWATCH_OPTIONS,
      showVariationLabel: false,
      variationLabelSeparator: '›',
      outOfStockTooltipText: '(ناموجود)',
      unavailableTooltipText: '(نامعتبر)',
      clickableOutOfStock: true,
      clearOnReselect: true,
      disableOutOfStock: true,
      deselectUnavailable: true,
      showVariationStock: true,
      stockLabelThreshold: 3,
    });
  });

  it('reads "1" as on but "no", "off" and "0" as off', () => {
    expect(readSwatchOptions({ clear_on_reselect: '1' }).clearOnReselect).toBe(true);
    for (const off of ['no', 'off', '0', 'false', ''])
      expect(readSwatchOptions({ clear_on_reselect: off }).clearOnReselect).toBe(false);
  });

  it('keeps the default threshold and limit when the numbers are unreadable', () => {
    const read = readSwatchOptions({ stock_label_threshold: 'many', display_limit: -2 });
    expect(read.stockLabelThreshold).toBe(5);
    expect(read.displayLimit).toBe(0);
    expect(readSwatchOptions({ display_limit: '4' }).displayLimit).toBe(4);
  });
});
