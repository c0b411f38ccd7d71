// WooCommerce's own variation form, for a shop without the Variation Swatches plugin: one select
// per varying attribute, built from the Store API product alone (its attributes and the variation
// list), no other request. The rules of add-to-cart-variation.js: a value no variation offers under
// the other choices is disabled, and a complete choice names the first variation that matches it.
import type {
  StoreProduct,
  StoreProductAttribute,
  StoreVariationChoice,
  StoreVariationRef,
} from '../../../contracts/store';
import { swatchDataOf } from '../catalog';

/** The attribute's label ("رنگ") -> the chosen term's slug; an attribute not chosen is absent. */
export type PlainChoice = Readonly<Record<string, string>>;

export interface PlainOption {
  value: string;
  label: string;
  disabled: boolean;
}

export interface PlainSelect {
  /** The attribute's label: the select's label and its key in the choice and the variations. */
  name: string;
  /** The posted field, as WooCommerce's form names it (`attribute_pa_color`). */
  field: string;
  chosen: string;
  options: PlainOption[];
}

/** A variable product the swatches plugin says nothing about: the page shows the plain form. */
export function needsPlainForm(product: StoreProduct): boolean {
  return product.type === 'variable' && swatchDataOf(product) === null;
}

function varying(product: StoreProduct): StoreProductAttribute[] {
  return product.attributes.filter((attribute) => attribute.has_variations);
}

/**
 * The variation's value for an attribute: null or "" is WooCommerce's "any" (the Store API sends
 * either). A local attribute's value is the option text, which is its term's slug and name alike.
 */
function accepts(variation: StoreVariationRef, name: string, value: string): boolean {
  const own = variation.attributes.find((attribute) => attribute.name === name)?.value;
  return own === undefined || own === null || own === '' || own === value;
}

function matchesOthers(variation: StoreVariationRef, choice: PlainChoice, except: string): boolean {
  return Object.entries(choice).every(
    ([name, value]) => name === except || accepts(variation, name, value),
  );
}

/** The field WooCommerce's variation form posts an attribute's choice in (`attribute_pa_color`). */
function postedField(attribute: StoreProductAttribute): string {
  return `attribute_${attribute.taxonomy ?? attribute.name}`;
}

/**
 * The varying attributes (their labels, in the product's order) a posted form left without a
 * value: what WooCommerce's form handler names before it looks for a variation.
 */
export function unchosenAttributes(
  product: StoreProduct,
  posted: Readonly<Record<string, string>>,
): string[] {
  if (product.type !== 'variable') return [];
  return varying(product)
    .filter((attribute) => !posted[postedField(attribute)])
    .map((attribute) => attribute.name);
}

/** Every select with its options; an option no variation offers under the other choices is off. */
export function plainSelects(product: StoreProduct, choice: PlainChoice): PlainSelect[] {
  return varying(product).map((attribute) => {
    const others = product.variations.filter((variation) =>
      matchesOthers(variation, choice, attribute.name),
    );
    return {
      name: attribute.name,
      field: postedField(attribute),
      chosen: choice[attribute.name] ?? '',
      options: attribute.terms.map((term) => ({
        value: term.slug,
        label: term.name,
        disabled: !others.some((variation) => accepts(variation, attribute.name, term.slug)),
      })),
    };
  });
}

/** Every varying attribute has a value. */
export function isComplete(product: StoreProduct, choice: PlainChoice): boolean {
  return varying(product).every((attribute) => Boolean(choice[attribute.name]));
}

/** The variation a complete choice names (the first that matches, as WooCommerce's lookup), or null. */
export function matchedVariation(product: StoreProduct, choice: PlainChoice): number | null {
  if (!isComplete(product, choice)) return null;
  const found = product.variations.find((variation) => matchesOthers(variation, choice, ''));
  return found?.id ?? null;
}

/**
 * What add-item receives beside the variation id: every chosen value, an "any" one included (the
 * cart line needs it). A taxonomy attribute is named "attribute_pa_x", a local one by its label:
 * the Store API accepts both.
 */
export function addItemVariation(
  product: StoreProduct,
  choice: PlainChoice,
): StoreVariationChoice[] {
  return varying(product)
    .filter((attribute) => Boolean(choice[attribute.name]))
    .map((attribute) => ({
      attribute: attribute.taxonomy ? `attribute_${attribute.taxonomy}` : attribute.name,
      value: choice[attribute.name] ?? '',
    }));
}

/** The chosen terms' names, in the attributes' order (for the cart notice: "تی‌شرت – قرمز، M"). */
export function chosenNames(product: StoreProduct, choice: PlainChoice): string[] {
  return varying(product).flatMap((attribute) => {
    const term = attribute.terms.find((candidate) => candidate.slug === choice[attribute.name]);
    return term ? [term.name] : [];
  });
}

/**
 * A select changed: "" clears that attribute. Choices the new value leaves without any variation
 * are cleared too, as WooCommerce's form does when a chosen option turns unavailable.
 */
export function choose(
  product: StoreProduct,
  choice: PlainChoice,
  name: string,
  value: string,
): PlainChoice {
  const next: Record<string, string> = { ...choice };
  if (value === '') delete next[name];
  else next[name] = value;
  for (const select of plainSelects(product, next)) {
    if (select.name === name || !select.chosen) continue;
    const option = select.options.find((candidate) => candidate.value === select.chosen);
    if (!option || option.disabled) delete next[select.name];
  }
  return next;
}
