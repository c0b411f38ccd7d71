// What the variation form knows about each swatch for one selection. Both the indexed engine and
// the reference scan answer in this shape, so tests and the bench compare them value for value.
import type { ClassicVariation, Selection } from './rules';

export interface ItemFacts {
  value: string;
  /** Core's attached + enabled option: an active variation matching the others has it (or "any"). */
  enabled: boolean;
  /** Enabled, yet no in-stock variation matching the others has exactly this value (Pro). */
  outOfStock: boolean;
  /** The stock-left badge text (Pro, show_variation_stock), or null. */
  stockLeft: string | null;
}

export interface AttributeFacts {
  name: string;
  /** The chosen value after the form pruned impossible choices; '' when none. */
  chosen: string;
  items: ItemFacts[];
}

export interface Availability<V extends ClassicVariation = ClassicVariation> {
  /** The selection the form actually holds: choices no longer possible are cleared. */
  selection: Selection;
  attributes: AttributeFacts[];
  /** Every attribute has a value. */
  complete: boolean;
  /** With a complete selection, the first matching variation (core's found_variation). */
  variation: V | null;
  /** The variation may be added to the cart. */
  purchasable: boolean;
  /** No product_variations at all: every item stays enabled and nothing is hinted (core's ajax mode). */
  ajaxMode: boolean;
}

/** What choosing needs to ask about a product; the engine and the reference scan both answer. */
export interface SelectionOracle {
  /** Clears, in attribute order and until stable, every chosen value that is no longer enabled. */
  normalise(selection: Selection): Selection;
  /** Some variation matches the selection (only in-stock ones when inStockOnly). */
  hasMatch(selection: Selection, inStockOnly: boolean): boolean;
  /** Some variation gives this attribute a non-empty value. */
  attributeHasValues(name: string): boolean;
}
