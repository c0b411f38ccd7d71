// Drives a variation form the way the reference's vectors are written (click, reset, read the
// items in the vectors' notation), on either the indexed engine or the reference scan.
import { indexOracle } from '../availability';
import { computeAvailability } from './computeAvailability';
import type { Availability, SelectionOracle } from '../availabilityTypes';
import { chooseValue, clearedSelection } from '../choose';
import { itemState } from '../itemState';
import { DEFAULT_SWATCH_OPTIONS, type SwatchOptions } from '../options';
import { scanAvailability, scanOracle } from './referenceScan';
import type { ClassicVariation, FormAttribute, Selection } from '../rules';
import { variationIndexFor } from '../variationIndex';

export interface Engine {
  name: string;
  availability(
    attributes: readonly FormAttribute[],
    variations: readonly ClassicVariation[],
    selection: Selection,
    options: SwatchOptions,
  ): Availability;
  oracle(
    attributes: readonly FormAttribute[],
    variations: readonly ClassicVariation[],
    options: SwatchOptions,
  ): SelectionOracle;
}

export const indexedEngine: Engine = {
  name: 'indexed engine',
  availability: (attributes, variations, selection, options) =>
    computeAvailability(variationIndexFor(attributes, variations, options), selection, options),
  oracle: (attributes, variations, options) =>
    indexOracle(variationIndexFor(attributes, variations, options)),
};

export const scanEngine: Engine = {
  name: 'reference scan',
  availability: scanAvailability,
  oracle: scanOracle,
};

/** "red:SEL blue:en green:dis[(x)]<3 left>" — the vectors' notation for one attribute. */
export function notation(availability: Availability, name: string, options: SwatchOptions): string {
  const facts = availability.attributes.find((attribute) => attribute.name === name);
  if (!facts) throw new Error(`no attribute ${name}`);
  return facts.items
    .map((item) => {
      const state = itemState(item, facts.chosen, options, availability.ajaxMode);
      const flags = state.selected
        ? state.noStock
          ? 'SEL+nostock'
          : 'SEL'
        : state.disabled
          ? 'dis'
          : state.noStock
            ? 'nostock'
            : 'en';
      const suffix = state.tooltipSuffix ? `[${state.tooltipSuffix}]` : '';
      const badge = state.stockLeft ? `<${state.stockLeft}>` : '';
      return `${item.value}:${flags}${suffix}${badge}`;
    })
    .join(' ');
}

export class FormDriver {
  selection: Selection;
  readonly options: SwatchOptions;

  constructor(
    readonly engine: Engine,
    readonly attributes: readonly FormAttribute[],
    readonly variations: readonly ClassicVariation[],
    options: Partial<SwatchOptions> = {},
  ) {
    this.options = { ...DEFAULT_SWATCH_OPTIONS, ...options };
    this.selection = clearedSelection(attributes.map((a) => a.name));
  }

  get availability(): Availability {
    return this.engine.availability(this.attributes, this.variations, this.selection, this.options);
  }

  click(name: string, value: string, radio = false): this {
    const oracle = this.engine.oracle(this.attributes, this.variations, this.options);
    this.selection = chooseValue(oracle, this.selection, name, value, this.options, radio);
    return this;
  }

  reset(): this {
    this.selection = clearedSelection(this.attributes.map((a) => a.name));
    return this;
  }

  items(name: string): string {
    return notation(this.availability, name, this.options);
  }

  get variationId(): number | null {
    return this.availability.variation?.variation_id ?? null;
  }
}
