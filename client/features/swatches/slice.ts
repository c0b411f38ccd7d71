// One variation form per product: what the shopper chose, which lists they expanded, whether the
// form has been initialised (the plugin's wvs-loaded) and what its live region last said.
import { createAction, createSlice, freeze, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductVariation } from '../../../contracts/store';
import type { Availability } from './availabilityTypes';
import type { Selection } from './rules';

export type FormStatus = 'pending' | 'loaded';

/** Things the form tells screen readers (and shows) after an action. */
export type FormMessage = 'reset' | 'chooseOptions' | 'unavailable' | 'othersCleared' | null;

export interface SwatchFormState {
  status: FormStatus;
  selection: Selection;
  /** Lists whose "more" control was used. */
  expanded: Record<string, boolean>;
  /** Per attribute: the item that takes Tab focus in its radio group (roving tabindex). */
  focusValue: Record<string, string>;
  /** Escape hid the tooltips until the pointer or focus moves to another item. */
  tooltipsHidden: boolean;
  message: FormMessage;
  /** How many times the form was (re)initialised. */
  initialisations: number;
  /**
   * What each swatch can do for this selection, computed once by the saga whenever the selection
   * or the product's data changes; null until the product and its variations are here.
   */
  availability: FormAvailability;
  /**
   * A choice drawn before its availability: for one frame after a click the swatches show it as
   * chosen, and the saga computes what the others can do after that frame is painted.
   */
  pending: Selection | null;
}

export type FormAvailability = Availability<ProductVariation> | null;

export interface SwatchesState {
  forms: Record<number, SwatchFormState>;
  /** Extra query parameters for requests to the plugin's routes (SPEC 7); none by default. */
  restExtraParams: Record<string, string>;
}

const initialState: SwatchesState = { forms: {}, restExtraParams: {} };

function emptyForm(): SwatchFormState {
  return {
    status: 'pending',
    selection: {},
    expanded: {},
    focusValue: {},
    tooltipsHidden: false,
    message: null,
    initialisations: 0,
    availability: null,
    pending: null,
  };
}

/**
 * The saga's availability, kept as it came: frozen at the top, so immer neither walks nor
 * deep-freezes its item facts (hundreds on a large product) on each choice and initialisation.
 * Nothing changes it after the saga: a new selection brings a new one.
 */
const kept = (availability: FormAvailability): FormAvailability => freeze(availability);

interface ProductRef {
  productId: number;
}

/** A swatch item was clicked, or Space/Enter pressed on it; the swatches saga decides the result. */
export const swatchChosen = createAction<ProductRef & { attribute: string; value: string }>(
  'swatches/chosen',
);
/** The hidden select was changed directly (scripts, autofill); treated like a choice. */
export const selectChanged = createAction<ProductRef & { attribute: string; value: string }>(
  'swatches/selectChanged',
);
/** The reset link was used; the saga answers with selectionReset. */
export const resetPressed = createAction<ProductRef & { names: string[] }>('swatches/resetPressed');
/** 1000 ms after a request completed: forms not yet loaded are initialised (SPEC 9). */
export const swatchesReinitialised = createAction('swatches/reinitialised');

const swatchesSlice = createSlice({
  name: 'swatches',
  initialState,
  reducers: {
    formMounted(state, action: PayloadAction<ProductRef>) {
      state.forms[action.payload.productId] ??= emptyForm();
    },
    formInitialised(
      state,
      action: PayloadAction<ProductRef & { selection: Selection; availability: FormAvailability }>,
    ) {
      const form = (state.forms[action.payload.productId] ??= emptyForm());
      form.status = 'loaded';
      form.selection = action.payload.selection;
      form.availability = kept(action.payload.availability);
      form.pending = null;
      form.initialisations += 1;
    },
    /** The product's data changed under a started form: same selection, new availability. */
    availabilityComputed(
      state,
      action: PayloadAction<ProductRef & { availability: FormAvailability }>,
    ) {
      const form = state.forms[action.payload.productId];
      if (form) form.availability = kept(action.payload.availability);
    },
    /** A choice is drawn at once; selectionChanged follows with its availability. */
    choiceShown(
      state,
      action: PayloadAction<
        ProductRef & { selection: Selection; focus: { attribute: string; value: string } }
      >,
    ) {
      const form = state.forms[action.payload.productId];
      if (!form) return;
      form.pending = action.payload.selection;
      form.focusValue[action.payload.focus.attribute] = action.payload.focus.value;
    },
    selectionChanged(
      state,
      action: PayloadAction<
        ProductRef & {
          selection: Selection;
          availability: FormAvailability;
          message?: FormMessage;
          /** The item the shopper used keeps Tab focus in its group. */
          focus?: { attribute: string; value: string };
        }
      >,
    ) {
      const form = state.forms[action.payload.productId];
      if (!form) return;
      form.selection = action.payload.selection;
      form.availability = kept(action.payload.availability);
      form.pending = null;
      form.message = action.payload.message ?? null;
      const { focus } = action.payload;
      if (focus) form.focusValue[focus.attribute] = focus.value;
    },
    selectionReset(
      state,
      action: PayloadAction<ProductRef & { selection: Selection; availability: FormAvailability }>,
    ) {
      const form = state.forms[action.payload.productId];
      if (!form) return;
      form.selection = action.payload.selection;
      form.availability = kept(action.payload.availability);
      form.pending = null;
      form.message = 'reset';
    },
    formMessageShown(state, action: PayloadAction<ProductRef & { message: FormMessage }>) {
      const form = state.forms[action.payload.productId];
      if (form) form.message = action.payload.message;
    },
    moreShown(state, action: PayloadAction<ProductRef & { attribute: string }>) {
      const form = state.forms[action.payload.productId];
      if (form) form.expanded[action.payload.attribute] = true;
    },
    swatchFocused(state, action: PayloadAction<ProductRef & { attribute: string; value: string }>) {
      const form = state.forms[action.payload.productId];
      if (!form) return;
      form.focusValue[action.payload.attribute] = action.payload.value;
      form.tooltipsHidden = false;
    },
    tooltipsDismissed(state, action: PayloadAction<ProductRef>) {
      const form = state.forms[action.payload.productId];
      if (form) form.tooltipsHidden = true;
    },
    tooltipsRestored(state, action: PayloadAction<ProductRef>) {
      const form = state.forms[action.payload.productId];
      if (form) form.tooltipsHidden = false;
    },
    restExtraParamsSet(state, action: PayloadAction<Record<string, string>>) {
      state.restExtraParams = action.payload;
    },
  },
});

export const {
  formMounted,
  formInitialised,
  availabilityComputed,
  choiceShown,
  selectionChanged,
  selectionReset,
  formMessageShown,
  moreShown,
  swatchFocused,
  tooltipsDismissed,
  tooltipsRestored,
  restExtraParamsSet,
} = swatchesSlice.actions;
export default swatchesSlice.reducer;
