// Availability for a raw selection in one call, as the property tests and bench/swatches.ts
// compare it with the reference scan; the saga normalises once and calls availabilityOf itself.
import type { Availability } from '../availabilityTypes';
import { availabilityOf, normaliseSelection } from '../availability';
import type { SwatchOptions } from '../options';
import type { ClassicVariation, Selection } from '../rules';
import type { VariationIndex } from '../variationIndex';

export function computeAvailability<V extends ClassicVariation>(
  index: VariationIndex<V>,
  rawSelection: Selection,
  options: SwatchOptions,
): Availability<V> {
  return availabilityOf(index, normaliseSelection(index, rawSelection), options);
}
