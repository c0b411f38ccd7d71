// The swatch settings sent to the client: all ten options of SPEC section 9, flags raw as
// WordPress localises them, overrides key by key, and the Swatches Pro route for variation data.
import { SWATCH_OPTION_NAMES } from '../../../../contracts/store';
import { DEFAULT_SWATCH_SETTINGS, swatchSettings, variationsPath } from './swatchSettings';

describe('swatch settings', () => {
  it('carries every one of the ten options of SPEC section 9', () => {
    for (const name of SWATCH_OPTION_NAMES) expect(DEFAULT_SWATCH_SETTINGS).toHaveProperty(name);
  });

  it('sends flags raw, as WordPress localises them', () => {
    expect(DEFAULT_SWATCH_SETTINGS.show_variation_label).toBe('yes');
    expect(DEFAULT_SWATCH_SETTINGS.clear_on_reselect).toBe('no');
    expect(DEFAULT_SWATCH_SETTINGS.stock_label_threshold).toBe('5');
  });

  it('takes overrides key by key; undefined removes a key (the plugin\'s "not set")', () => {
    const settings = swatchSettings({
      clear_on_reselect: 'on',
      unavailable_tooltip_text: undefined,
    });
    expect(settings.clear_on_reselect).toBe('on');
    expect(settings).not.toHaveProperty('unavailable_tooltip_text');
    expect(settings.variation_label_separator).toBe(':');
  });

  it('points at the Swatches Pro route for the variation data', () => {
    expect(variationsPath(42)).toBe('woo-variation-swatches/v1/single-product/42');
  });
});
