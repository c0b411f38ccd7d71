// Whether two availabilities say the same about every swatch: a re-initialisation or new data that
// changes nothing keeps the form's own objects, so nothing is drawn again.
import type { Availability, AttributeFacts } from './availabilityTypes';
import { shallowEqual } from 'react-redux';
import type { ClassicVariation, Selection } from './rules';

/** The same value chosen for every attribute (a selection is a flat record). */
export const sameSelection = (a: Selection, b: Selection): boolean => shallowEqual(a, b);

function sameFacts(a: AttributeFacts, b: AttributeFacts): boolean {
  return (
    a.name === b.name &&
    a.chosen === b.chosen &&
    a.items.length === b.items.length &&
    a.items.every((item, index) => {
      const other = b.items[index]!;
      return (
        item.value === other.value &&
        item.enabled === other.enabled &&
        item.outOfStock === other.outOfStock &&
        item.stockLeft === other.stockLeft
      );
    })
  );
}

/** The variation is compared by identity: new data brings new variation objects. */
export function sameAvailability<V extends ClassicVariation>(
  a: Availability<V>,
  b: Availability<V>,
): boolean {
  return (
    a.variation === b.variation &&
    a.complete === b.complete &&
    a.purchasable === b.purchasable &&
    a.ajaxMode === b.ajaxMode &&
    sameSelection(a.selection, b.selection) &&
    a.attributes.length === b.attributes.length &&
    a.attributes.every((facts, index) => sameFacts(facts, b.attributes[index]!))
  );
}
