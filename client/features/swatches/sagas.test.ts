// The swatches saga: a form indexed in parts and started with defaults and the URL choice
// (pruned when not allowed), clicks turned into selections painted frame by frame, and
// re-initialising 1000 ms after each completed request, keeping allowed choices.
import { afterNextPaint } from '../../kernel/nextTask';
import { makeTestStore } from '../../app/testing';
import { configureApi, wpFetch } from '../../api/wp';
import { productLoaded, variationsLoaded } from '../catalog';
import {
  REFERENCE_PRODUCT_ID as ID,
  referenceProduct,
  referenceProductVariations,
} from '../catalog/testSupport/products';
import { requestCompleted } from '../network';
import { locationChanged } from '../route';
import {
  LARGE_VARIATION_LIST,
  REINITIALISE_DELAY_MS,
  readRestExtraParams,
  swatchesSaga,
} from './sagas';
import { selectVariationFormView } from './selectors';
import { formMounted, swatchChosen } from './slice';
import { COLOR, SIZE } from './testSupport/referenceProduct';

/** Lets the saga's awaited paint settle (a few microtask turns, no timers). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

const completed = (id: number, at = 0) =>
  requestCompleted({ kind: 'completed', id, ok: true, status: 200, at });

function start(settings = {}) {
  const { store, task } = makeTestStore({ saga: swatchesSaga });
  const product = referenceProduct(settings);
  store.dispatch(productLoaded({ slug: product.slug, product }));
  return { store, task: task!, form: () => store.getState().swatches.forms[ID] };
}

describe('swatchesSaga: starting a form', () => {
  it('indexes a large list a part per task and starts the form in the next', async () => {
    const { store, task, form } = start();
    store.dispatch(formMounted({ productId: ID }));
    const items = Array.from({ length: LARGE_VARIATION_LIST }, (_, n) => ({
      ...referenceProductVariations[n % referenceProductVariations.length]!,
      variation_id: 1000 + n,
    }));
    store.dispatch(variationsLoaded({ productId: ID, items }));
    expect(form()?.status).toBe('pending');
    // A task per part of the index (one per attribute), then one for the first availability.
    let tasks = 0;
    while (form()?.status === 'pending' && tasks < 10) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      tasks += 1;
    }
    expect(tasks).toBe(3);
    expect(form()).toMatchObject({ status: 'loaded', initialisations: 1 });
    task.cancel();
  });

  it('waits for the variation data, then starts with the defaults and the URL choice', () => {
    const { store, task, form } = start();
    store.dispatch(
      locationChanged(
        { pathname: '/product/tshirt', search: '?attribute_pa_size=s', hash: '' },
        'start',
      ),
    );
    store.dispatch(formMounted({ productId: ID }));
    expect(form()?.status).toBe('pending');

    store.dispatch(variationsLoaded({ productId: ID, items: referenceProductVariations }));
    expect(form()).toMatchObject({
      status: 'loaded',
      initialisations: 1,
      selection: { [COLOR]: '', [SIZE]: 's' },
    });
    task.cancel();
  });

  it('prunes a URL choice the variations do not allow', () => {
    const { store, task, form } = start();
    store.dispatch(
      locationChanged(
        {
          pathname: '/product/tshirt',
          search: '?attribute_pa_color=green&attribute_pa_size=s',
          hash: '',
        },
        'start',
      ),
    );
    store.dispatch(variationsLoaded({ productId: ID, items: referenceProductVariations }));
    store.dispatch(formMounted({ productId: ID }));
    expect(form()?.selection).toEqual({ [COLOR]: '', [SIZE]: 's' });
    task.cancel();
  });

  it('turns a click into the next selection through the engine (clear_on_reselect on)', async () => {
    const { store, task, form } = start({ clear_on_reselect: 'yes' });
    store.dispatch(variationsLoaded({ productId: ID, items: referenceProductVariations }));
    store.dispatch(formMounted({ productId: ID }));
    store.dispatch(swatchChosen({ productId: ID, attribute: COLOR, value: 'red' }));
    await settle();
    expect(form()?.selection).toEqual({ [COLOR]: 'red', [SIZE]: '' });
    store.dispatch(swatchChosen({ productId: ID, attribute: COLOR, value: 'red' }));
    await settle();
    expect(form()?.selection).toEqual({ [COLOR]: '', [SIZE]: '' });
    task.cancel();
  });

  it("draws a click's choice in its own frame and what the others can do after that paint", async () => {
    let paint = () => {};
    jest.mocked(afterNextPaint).mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          paint = resolve;
        }),
    );
    const { store, task, form } = start();
    store.dispatch(variationsLoaded({ productId: ID, items: referenceProductVariations }));
    store.dispatch(formMounted({ productId: ID }));
    const before = form()?.availability;
    const viewOf = () => selectVariationFormView(store.getState(), ID);

    store.dispatch(swatchChosen({ productId: ID, attribute: COLOR, value: 'red' }));
    // The frame of the click: red is drawn as chosen, the availability is still the old one.
    expect(viewOf()?.lists[0]?.items.find((item) => item.value === 'red')?.selected).toBe(true);
    expect(form()?.availability).toBe(before);
    // A second click in that frame builds on the first.
    store.dispatch(swatchChosen({ productId: ID, attribute: SIZE, value: 's' }));
    expect(form()?.pending).toEqual({ [COLOR]: 'red', [SIZE]: 's' });

    paint();
    await settle();
    expect(form()?.pending).toBeNull();
    expect(form()?.selection).toEqual({ [COLOR]: 'red', [SIZE]: 's' });
    expect(form()?.availability?.selection).toEqual({ [COLOR]: 'red', [SIZE]: 's' });
    jest.mocked(afterNextPaint).mockImplementation(() => Promise.resolve());
    task.cancel();
  });

  it('ignores clicks on a form that has not started', () => {
    const { store, task, form } = start();
    store.dispatch(formMounted({ productId: ID }));
    store.dispatch(swatchChosen({ productId: ID, attribute: COLOR, value: 'red' }));
    expect(form()?.selection).toEqual({});
    task.cancel();
  });
});

describe('the availability in the store', () => {
  it('is kept as the saga made it: frozen at the top, its item facts not walked by immer', () => {
    const { store, task, form } = start();
    store.dispatch(variationsLoaded({ productId: ID, items: referenceProductVariations }));
    store.dispatch(formMounted({ productId: ID }));
    const availability = form()?.availability;
    expect(Object.isFrozen(availability)).toBe(true);
    expect(Object.isFrozen(availability?.attributes[0]?.items[0])).toBe(false);
    task.cancel();
  });
});

describe('swatchesSaga: re-initialising 1000 ms after a request completes', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function loadedForm() {
    const started = start();
    started.store.dispatch(variationsLoaded({ productId: ID, items: referenceProductVariations }));
    started.store.dispatch(formMounted({ productId: ID }));
    return started;
  }

  it('re-initialises exactly 1000 ms after the completion, not before', async () => {
    const { store, task, form } = loadedForm();
    expect(REINITIALISE_DELAY_MS).toBe(1000);
    expect(form()?.initialisations).toBe(1);

    store.dispatch(completed(1));
    await jest.advanceTimersByTimeAsync(999);
    expect(form()?.initialisations).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(form()?.initialisations).toBe(2);
    task.cancel();
  });

  it('schedules one re-initialisation per completed request', async () => {
    const { store, task, form } = loadedForm();
    store.dispatch(completed(1));
    await jest.advanceTimersByTimeAsync(300);
    store.dispatch(completed(2));
    await jest.advanceTimersByTimeAsync(700);
    expect(form()?.initialisations).toBe(2);
    await jest.advanceTimersByTimeAsync(299);
    expect(form()?.initialisations).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(form()?.initialisations).toBe(3);
    task.cancel();
  });

  it('keeps the choices on re-initialisation, minus those the fresh data forbids', async () => {
    const { store, task, form } = loadedForm();
    store.dispatch(swatchChosen({ productId: ID, attribute: COLOR, value: 'red' }));
    store.dispatch(swatchChosen({ productId: ID, attribute: SIZE, value: 'm' }));
    await jest.advanceTimersByTimeAsync(0);
    // Fresh data without the red/M variation arrives (as after a stock change) ...
    const fresh = referenceProductVariations.filter((v) => v.variation_id !== 12);
    store.dispatch(variationsLoaded({ productId: ID, items: fresh }));
    expect(form()?.selection).toEqual({ [COLOR]: 'red', [SIZE]: 'm' });
    // ... and the request that brought it completes: a second later the form holds what is possible.
    store.dispatch(completed(7));
    await jest.advanceTimersByTimeAsync(1000);
    expect(form()?.selection).toEqual({ [COLOR]: '', [SIZE]: 'm' });
    task.cancel();
  });

  it('keeps the form, its view and its objects when the data says the same (nothing redrawn)', async () => {
    const { store, task, form } = loadedForm();
    store.dispatch(swatchChosen({ productId: ID, attribute: COLOR, value: 'red' }));
    await jest.advanceTimersByTimeAsync(0);
    const before = form()!;
    const view = selectVariationFormView(store.getState(), ID);
    expect(view?.lists[0]?.items.some((item) => item.selected)).toBe(true);

    store.dispatch(completed(1));
    await jest.advanceTimersByTimeAsync(REINITIALISE_DELAY_MS);
    expect(form()?.initialisations).toBe(before.initialisations + 1);
    expect(form()?.selection).toBe(before.selection);
    expect(form()?.availability).toBe(before.availability);
    expect(selectVariationFormView(store.getState(), ID)).toBe(view);
    task.cancel();
  });

  it('takes a new availability when the same choices find new variation objects', async () => {
    const { store, task, form } = loadedForm();
    store.dispatch(swatchChosen({ productId: ID, attribute: COLOR, value: 'red' }));
    store.dispatch(swatchChosen({ productId: ID, attribute: SIZE, value: 'm' }));
    await jest.advanceTimersByTimeAsync(0);
    const before = form()!.availability!;
    expect(before.variation?.variation_id).toBe(12);
    // The same variations as new objects (a refetch): the chosen one is another object.
    const fresh = referenceProductVariations.map((variation) => ({ ...variation }));
    store.dispatch(variationsLoaded({ productId: ID, items: fresh }));
    store.dispatch(completed(1));
    await jest.advanceTimersByTimeAsync(REINITIALISE_DELAY_MS);
    expect(form()?.availability).not.toBe(before);
    expect(form()?.availability?.variation).toBe(fresh.find((v) => v.variation_id === 12));
    task.cancel();
  });

  it('does nothing once cancelled', async () => {
    const { store, task, form } = loadedForm();
    store.dispatch(completed(1));
    task.cancel();
    await jest.advanceTimersByTimeAsync(2000);
    expect(form()?.initialisations).toBe(1);
  });
});

describe('the swatch api-fetch middleware (SPEC 7)', () => {
  const realFetch = globalThis.fetch;
  let requested: string[] = [];

  beforeEach(() => {
    requested = [];
    globalThis.fetch = async (input) => {
      requested.push(String(input));
      return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
    };
    configureApi({ apiRoot: 'http://shop.test/wp-json/', nonceEndpoint: '/nonce', nonce: 'n' });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads the extra parameters a site sends with the settings', () => {
    expect(readRestExtraParams({ rest_extra_params: { lang: 'fa', v: 2 } })).toEqual({
      lang: 'fa',
      v: '2',
    });
    expect(readRestExtraParams({})).toBeNull();
    expect(readRestExtraParams({ rest_extra_params: ['lang'] })).toBeNull();
  });

  it('adds them to requests whose path holds the plugin name, and to no other', async () => {
    const { task } = start({ rest_extra_params: { lang: 'fa' } });
    await wpFetch({ path: `/woo-variation-swatches/v1/single-product/${ID}` });
    await wpFetch({ path: '/wc/store/v1/products' });
    task.cancel();
    await wpFetch({ path: `/woo-variation-swatches/v1/single-product/${ID}` });

    const [swatches, products, afterStop] = requested.map((url) => new URL(url, 'http://x/'));
    expect(swatches?.searchParams.get('lang')).toBe('fa');
    expect(products?.searchParams.has('lang')).toBe(false);
    expect(afterStop?.searchParams.has('lang')).toBe(false);
  });

  it('adds nothing when the site configures none (the default)', async () => {
    const { task } = start();
    await wpFetch({ path: `/woo-variation-swatches/v1/single-product/${ID}` });
    task.cancel();
    expect(new URL(requested[0]!, 'http://x/').searchParams.has('lang')).toBe(false);
  });
});
