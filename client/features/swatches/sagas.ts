// Side effects of the variation forms: starting a form once its data is here, re-initialising
// pending forms 1000 ms after any request completes (SPEC 9, the plugin's ajaxComplete delay),
// turning a click into a new selection, and the extra query parameters of the plugin's routes.
import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { SWATCHES_FEATURE_NAME, type StoreProduct } from '../../../contracts/store';
import { addQueryForPathsContaining } from '../../api/wp';
import {
  galleryChoiceCleared,
  listLoaded,
  productLoaded,
  variationsLoaded,
  type CatalogState,
} from '../catalog';
import { requestCompleted } from '../network';
import { selectLocation } from '../route';
import type { AppLocation, RouteState } from '../route';
import type { ProductVariation } from '../../../contracts/store';
import { availabilityOf, indexOracle, normaliseSelection } from './availability';
import { chooseValue, clearedSelection } from './choose';
import { sameAvailability, sameSelection } from './sameAvailability';
import type { SwatchOptions } from './options';
import type { FormAttribute, Selection } from './rules';
import {
  selectFormAttributes,
  selectSelection,
  selectSwatchOptions,
  swatchDataOf,
} from './selectors';
import { afterNextPaint } from '../../kernel/nextTask';
import {
  availabilityComputed,
  choiceShown,
  formInitialised,
  formMounted,
  resetPressed,
  restExtraParamsSet,
  selectChanged,
  selectionChanged,
  selectionReset,
  swatchChosen,
  swatchesReinitialised,
  type FormAvailability,
  type FormMessage,
  type SwatchFormState,
  type SwatchesState,
} from './slice';
import { variationIndexFor, variationIndexForSteps, type VariationIndex } from './variationIndex';

interface SagaState {
  catalog: CatalogState;
  swatches: SwatchesState;
  route: RouteState;
}

export const REINITIALISE_DELAY_MS = 1000;

/**
 * From this many variations the list is indexed a part per task and the form's first
 * availability computed in the next: on a phone, all of it at once takes custom-sneaker's 5,316
 * more than the 50 ms of a long task.
 */
export const LARGE_VARIATION_LIST = 1000;

/** Defaults of the product (Store API term `default`), then `?attribute_pa_x=` of the page URL. */
export function initialSelection(
  product: StoreProduct,
  attributes: readonly FormAttribute[],
  search: string,
): Selection {
  const selection: Record<string, string> = {};
  const params = new URLSearchParams(search);
  for (const attribute of attributes) {
    const taxonomy = attribute.name.replace(/^attribute_/, '');
    const storeAttribute = product.attributes.find((a) => a.taxonomy === taxonomy);
    const fallback = storeAttribute?.terms.find((term) => term.default)?.slug ?? '';
    selection[attribute.name] = params.get(attribute.name) ?? fallback;
  }
  return selection;
}

/**
 * Starts a form once its product and variations are here: its selection comes from the
 * product's defaults and the URL, pruned. With `again`, a form that already started is
 * re-initialised instead: it keeps the shopper's choices, minus any the latest data forbids.
 */
/** What availability is computed from: the product's attributes, variations and settings. */
interface SwatchSources {
  attributes: FormAttribute[];
  options: SwatchOptions;
  index: VariationIndex<ProductVariation>;
}

function* formDataOf(productId: number): SagaIterator<SwatchSources | null> {
  const state: SagaState = yield select();
  const variations = state.catalog.variations[productId]?.items;
  if (!state.catalog.products[productId] || !variations) return null;
  const attributes: FormAttribute[] = yield select(selectFormAttributes, productId);
  const options: SwatchOptions = yield select(selectSwatchOptions, productId);
  return { attributes, options, index: variationIndexFor(attributes, variations, options) };
}

/** Availability of a normalised selection; none for a product without attributes. */
function availabilityFor(data: SwatchSources, selection: Selection): FormAvailability {
  return data.attributes.length === 0 ? null : availabilityOf(data.index, selection, data.options);
}

/**
 * Starts a form once its product and variations are here: its selection comes from the
 * product's defaults and the URL, pruned. With `again`, a form that already started is
 * re-initialised instead: it keeps the shopper's choices, minus any the latest data forbids.
 * Without it, new data for a started form only refreshes what its swatches can do.
 */
function* initialiseForm(productId: number, again = false): SagaIterator {
  const state: SagaState = yield select();
  const form = state.swatches.forms[productId];
  const product = state.catalog.products[productId];
  const data: SwatchSources | null = yield call(formDataOf, productId);
  if (!form || !product || !data) return;
  if (form.status === 'loaded' && !again) {
    const selection = normaliseSelection(data.index, form.selection);
    const availability = unchanged(form, availabilityFor(data, selection));
    if (availability !== form.availability)
      yield put(availabilityComputed({ productId, availability }));
    return;
  }
  let start: Selection = form.selection;
  if (form.status === 'pending') {
    const location: AppLocation = yield select(selectLocation);
    start = initialSelection(product, data.attributes, location.search);
  }
  const normalised = normaliseSelection(data.index, start);
  const loaded = form.status === 'loaded';
  const selection =
    loaded && sameSelection(normalised, form.selection) ? form.selection : normalised;
  const availability = loaded
    ? unchanged(form, availabilityFor(data, selection))
    : availabilityFor(data, selection);
  yield put(formInitialised({ productId, selection, availability }));
}

/**
 * The form's own availability when the new one says the same (the re-initialisation a second
 * after every request, which on custom-sneaker redrew the whole form for nothing).
 */
function unchanged(form: SwatchFormState, availability: FormAvailability): FormAvailability {
  const current = form.availability;
  return current && availability && sameAvailability(current, availability)
    ? current
    : availability;
}

function* variationsArrived(action: ReturnType<typeof variationsLoaded>): SagaIterator {
  const { productId, items } = action.payload;
  if (items.length >= LARGE_VARIATION_LIST) {
    // Builds and caches the index a part per task, then computes availability in the next one.
    const attributes: FormAttribute[] = yield select(selectFormAttributes, productId);
    const options: SwatchOptions = yield select(selectSwatchOptions, productId);
    const steps = variationIndexForSteps(attributes, items, options);
    while (!steps.next().done) yield delay(0);
    yield delay(0);
  }
  yield call(initialiseForm, productId);
}

function* reinitialiseForms(): SagaIterator {
  const state: SagaState = yield select();
  for (const id of Object.keys(state.swatches.forms)) yield call(initialiseForm, Number(id), true);
}

function* scheduleReinitialise(): SagaIterator {
  yield delay(REINITIALISE_DELAY_MS);
  yield put(swatchesReinitialised());
}

function* choose(
  action: ReturnType<typeof swatchChosen> | ReturnType<typeof selectChanged>,
): SagaIterator {
  const { productId, attribute, value } = action.payload;
  const state: SagaState = yield select();
  const form = state.swatches.forms[productId];
  const data: SwatchSources | null = yield call(formDataOf, productId);
  if (form?.status !== 'loaded' || !data) return;
  const { attributes, options, index } = data;
  // A choice made in the frame before counts, though its availability is not drawn yet.
  const current: Selection = form.pending ?? (yield select(selectSelection, productId));
  const radio =
    swatchDataOf(state.catalog.products[productId])?.attributes.find(
      (a) => a.attribute_name === attribute,
    )?.type === 'radio';
  const next = chooseValue(indexOracle(index), current, attribute, value, options, radio);
  // What the form showed before the click, as computed for it then.
  const before = form.availability?.selection ?? normaliseSelection(index, current);
  const othersCleared = attributes.some(
    (a) => a.name !== attribute && (before[a.name] ?? '') !== '' && (next[a.name] ?? '') === '',
  );
  const message: FormMessage =
    othersCleared && options.deselectUnavailable ? 'othersCleared' : null;
  // The shopper sees the choice in the click's own frame; what the other swatches can do (a few
  // milliseconds of work on a large product, and most of the page's changes) comes in the next.
  yield put(choiceShown({ productId, selection: next, focus: { attribute, value } }));
  yield call(afterNextPaint);
  // A later click, a reset or new data replaced this choice meanwhile: theirs is drawn instead.
  const latest: SagaState = yield select();
  if (latest.swatches.forms[productId]?.pending !== next) return;
  yield put(
    selectionChanged({
      productId,
      selection: next,
      availability: availabilityFor(data, next),
      message,
      focus: { attribute, value },
    }),
  );
  yield put(galleryChoiceCleared({ productId }));
}

/** The reset link: every select back to its placeholder. */
function* reset(action: ReturnType<typeof resetPressed>): SagaIterator {
  const { productId, names } = action.payload;
  const selection = clearedSelection(names);
  const data: SwatchSources | null = yield call(formDataOf, productId);
  const availability = data
    ? availabilityFor(data, normaliseSelection(data.index, selection))
    : null;
  yield put(selectionReset({ productId, selection, availability }));
  yield put(galleryChoiceCleared({ productId }));
}

/** The plugin's extra REST parameters, when a site sends them with the settings. */
export function readRestExtraParams(settings: unknown): Record<string, string> | null {
  if (typeof settings !== 'object' || settings === null) return null;
  const raw: unknown = (settings as Record<string, unknown>).rest_extra_params;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = String(value);
  }
  return params;
}

function* learnExtraParams(products: StoreProduct[]): SagaIterator {
  for (const product of products) {
    const params = readRestExtraParams(swatchDataOf(product)?.settings);
    if (params) {
      yield put(restExtraParamsSet(params));
      return;
    }
  }
}

/** The api-fetch middleware of SPEC 7, fed from the store; removed when the saga stops. */
function* extraQueryMiddleware(): SagaIterator {
  let params: Record<string, string> = {};
  const remove = addQueryForPathsContaining(SWATCHES_FEATURE_NAME, () => params);
  try {
    while (true) {
      const action: ReturnType<typeof restExtraParamsSet> = yield take(restExtraParamsSet.type);
      params = action.payload;
    }
  } finally {
    remove();
  }
}

export function* swatchesSaga(): SagaIterator {
  yield takeEvery(requestCompleted.type, scheduleReinitialise);
  yield takeEvery(swatchesReinitialised.type, reinitialiseForms);
  yield takeEvery(formMounted.type, (action: ReturnType<typeof formMounted>) =>
    initialiseForm(action.payload.productId),
  );
  yield takeEvery(variationsLoaded.type, variationsArrived);
  yield takeEvery([swatchChosen.type, selectChanged.type], choose);
  yield takeEvery(resetPressed.type, reset);
  yield takeEvery(productLoaded.type, (action: ReturnType<typeof productLoaded>) =>
    learnExtraParams([action.payload.product]),
  );
  yield takeEvery(listLoaded.type, (action: ReturnType<typeof listLoaded>) =>
    learnExtraParams(action.payload.items),
  );
  yield fork(extraQueryMiddleware);
}
