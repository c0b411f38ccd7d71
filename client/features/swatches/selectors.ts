// The variation form as components draw it, derived from the product, its product_variations,
// the settings and the shopper's selection. Availability is computed once per click or data change
// by the saga and stored with the form; the view is memoised once per state change.
import { createSelector } from '@reduxjs/toolkit';
import type {
  ProductVariation,
  StoreProduct,
  SwatchTerm,
  SwatchType,
} from '../../../contracts/store';
import { swatchDataOf, type CatalogState } from '../catalog';
import type { Availability } from './availabilityTypes';
import { itemState, type ItemState } from './itemState';
import { readSwatchOptions, type SwatchOptions } from './options';
import type { FormAttribute } from './rules';
import type { FormMessage, FormStatus, SwatchFormState, SwatchesState } from './slice';

interface WithSwatches {
  catalog: CatalogState;
  swatches: SwatchesState;
}

// The plugin's data on a product is read where products live, in the catalogue.
export { swatchDataOf };

const selectProduct = (state: WithSwatches, productId: number): StoreProduct | null =>
  state.catalog.products[productId] ?? null;

const selectForm = (state: WithSwatches, productId: number): SwatchFormState | undefined =>
  state.swatches.forms[productId];

const selectSwatchData = createSelector([selectProduct], swatchDataOf);

export const selectSwatchOptions = createSelector([selectSwatchData], (data): SwatchOptions =>
  readSwatchOptions(data?.settings),
);

export const selectFormAttributes = createSelector([selectSwatchData], (data): FormAttribute[] =>
  (data?.attributes ?? []).map((attribute) => ({
    name: attribute.attribute_name,
    values: attribute.terms.map((term) => term.slug),
  })),
);

const EMPTY_SELECTION = {};

export const selectSelection = (state: WithSwatches, productId: number) =>
  selectForm(state, productId)?.selection ?? EMPTY_SELECTION;

/**
 * Availability for the current selection, as the saga computed it (once per click or data
 * change); null until the product and its variations are here.
 */
export const selectAvailability = (
  state: WithSwatches,
  productId: number,
): Availability<ProductVariation> | null => selectForm(state, productId)?.availability ?? null;

export interface SwatchItemView extends ItemState {
  value: string;
  title: string;
  /** Tooltip: the term's tooltip text or name, then the suffix. */
  tooltip: string;
  /** CSS background of a colour swatch. */
  color: string | null;
  imageSrc: string | null;
  /** Hidden behind the "more" control. */
  hidden: boolean;
  /** The one item of its radio group that Tab reaches. */
  tabbable: boolean;
}

export interface SwatchListView {
  name: string;
  label: string;
  type: Exclude<SwatchType, 'select'>;
  /** Label suffix: separator + chosen title (": قرمز"), or '' when nothing is chosen. */
  chosenLabel: string;
  chosenTitle: string;
  items: SwatchItemView[];
  /** Items waiting behind the "more" control (0: no control). */
  moreCount: number;
}

export interface VariationFormView {
  productId: number;
  status: FormStatus;
  options: SwatchOptions;
  lists: SwatchListView[];
  anyChosen: boolean;
  complete: boolean;
  variation: ProductVariation | null;
  purchasable: boolean;
  /** Every attribute chosen and no variation matches. */
  noMatch: boolean;
  ajaxMode: boolean;
  message: FormMessage;
  tooltipsHidden: boolean;
  /** A click's choice is drawn; what the other swatches can do comes in the next frame. */
  settling: boolean;
}

/** The CSS background of a colour swatch (two colours split diagonally for a dual one). */
export function swatchColor(term: SwatchTerm): string | null {
  if (!term.primary_color) return null;
  if (term.is_dual_color && term.secondary_color) {
    return `linear-gradient(-45deg, ${term.primary_color} 50%, ${term.secondary_color} 50%)`;
  }
  return term.primary_color;
}

function tabbableValue(items: SwatchItemView[], focusValue: string | undefined): string | null {
  const visible = items.filter((item) => !item.hidden);
  const pick =
    visible.find((item) => item.value === focusValue) ??
    visible.find((item) => item.selected) ??
    visible.find((item) => !item.disabled) ??
    visible[0];
  return pick?.value ?? null;
}

/**
 * Which items a display limit leaves in view (issue 25 item 7): the chosen one, then those that
 * can be bought with the other choices, then the rest, in the terms' order, up to the limit; so
 * the sizes left for a chosen colour are not all behind "more".
 */
function shownUnderLimit(
  count: number,
  limit: number,
  chosenIndex: number,
  available: (index: number) => boolean,
): boolean[] {
  const shown = new Array<boolean>(count).fill(false);
  let left = limit;
  const take = (index: number) => {
    if (left > 0 && !shown[index]) {
      shown[index] = true;
      left -= 1;
    }
  };
  if (chosenIndex >= 0) take(chosenIndex);
  for (let index = 0; index < count && left > 0; index += 1) if (available(index)) take(index);
  for (let index = 0; index < count && left > 0; index += 1) take(index);
  return shown;
}

/**
 * The parts of a form its view is drawn from, each read on its own: a change elsewhere in the form
 * (a re-initialisation that finds the same choices and availability only counts itself) leaves
 * the view, and so every swatch and the purchase area, as they were.
 */
const formField =
  <K extends keyof SwatchFormState>(key: K) =>
  (state: WithSwatches, productId: number): SwatchFormState[K] | undefined =>
    selectForm(state, productId)?.[key];
const selectFormStatus = formField('status');
const selectPending = formField('pending');
const selectExpanded = formField('expanded');
const selectFocusValue = formField('focusValue');
const selectMessage = formField('message');
const selectTooltipsHidden = formField('tooltipsHidden');

export const selectVariationFormView = createSelector(
  [
    selectSwatchData,
    selectAvailability,
    selectSwatchOptions,
    selectFormStatus,
    selectPending,
    selectExpanded,
    selectFocusValue,
    selectMessage,
    selectTooltipsHidden,
    (_s, id: number) => id,
  ],
  (
    data,
    availability,
    options,
    status,
    pending,
    expanded,
    focusValue,
    message,
    tooltipsHidden,
    productId,
  ): VariationFormView | null => {
    if (!data || !availability) return null;
    const lists = data.attributes.map((attribute, position): SwatchListView => {
      const facts = availability.attributes[position];
      // A click's choice is drawn in its own frame, before its availability (slice: pending).
      const chosen = pending ? (pending[attribute.attribute_name] ?? '') : (facts?.chosen ?? '');
      const chosenIndex = attribute.terms.findIndex((term) => term.slug === chosen);
      const limit = options.displayLimit;
      const collapsed =
        limit > 0 && attribute.terms.length > limit && !expanded?.[attribute.attribute_name];
      const shown = collapsed
        ? shownUnderLimit(attribute.terms.length, limit, chosenIndex, (index) => {
            const item = facts?.items[index];
            return item ? item.enabled && !item.outOfStock : true;
          })
        : null;
      const items = attribute.terms.map((term, index): SwatchItemView => {
        const itemFacts = facts?.items[index] ?? {
          value: term.slug,
          enabled: true,
          outOfStock: false,
          stockLeft: null,
        };
        const state = itemState(itemFacts, chosen, options, availability.ajaxMode);
        const name = term.tooltip_text || term.name;
        return {
          ...state,
          value: term.slug,
          title: term.name,
          tooltip: state.tooltipSuffix ? `${name} ${state.tooltipSuffix}` : name,
          color: attribute.type === 'color' ? swatchColor(term) : null,
          imageSrc: attribute.type === 'image' ? (term.image_src ?? null) : null,
          hidden: shown !== null && !shown[index],
          tabbable: false,
        };
      });
      const tabbable = tabbableValue(items, focusValue?.[attribute.attribute_name]);
      for (const item of items) item.tabbable = item.value === tabbable;
      const chosenTitle = chosenIndex >= 0 ? (attribute.terms[chosenIndex]?.name ?? '') : '';
      return {
        name: attribute.attribute_name,
        label: attribute.label,
        type: attribute.type === 'select' ? 'button' : attribute.type,
        chosenLabel: chosenTitle ? `${options.variationLabelSeparator} ${chosenTitle}` : '',
        chosenTitle,
        items,
        moreCount: collapsed ? attribute.terms.length - limit : 0,
      };
    });
    const { variation } = availability;
    return {
      productId,
      status: status ?? 'pending',
      options,
      lists,
      anyChosen: availability.attributes.some((facts) => facts.chosen !== ''),
      complete: availability.complete,
      variation,
      purchasable: availability.purchasable,
      noMatch: availability.complete && !availability.ajaxMode && variation === null,
      ajaxMode: availability.ajaxMode,
      message: message ?? null,
      tooltipsHidden: tooltipsHidden ?? false,
      settling: Boolean(pending),
    };
  },
);

/** The chosen attributes as add-item takes them (attribute_pa_x -> slug). */
export function chosenAttributes(view: VariationFormView): { attribute: string; value: string }[] {
  return view.lists
    .filter((list) => list.items.some((item) => item.selected))
    .map((list) => ({
      attribute: list.name,
      value: list.items.find((item) => item.selected)?.value ?? '',
    }));
}
