// Renders the reference product's variation form with the swatches saga running, as the
// product page does, for component tests of every option and keyboard path.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SwatchSettings } from '../../../../contracts/store';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { productLoaded, variationsLoaded } from '../../catalog';
import {
  REFERENCE_PRODUCT_ID,
  referenceProduct,
  referenceProductVariations,
} from '../../catalog/testSupport/products';
import { VariationForm } from '../components/VariationForm';
import { swatchesSaga } from '../sagas';

const running: Array<{ cancel(): void }> = [];

/** Stops the sagas of every form rendered so far (call in afterEach). */
export function stopForms(): void {
  for (const task of running.splice(0)) task.cancel();
}

export function renderReferenceForm(
  settings: SwatchSettings = {},
  variations = referenceProductVariations,
) {
  const { store, task } = makeTestStore({ saga: swatchesSaga });
  if (task) running.push(task);
  const product = referenceProduct(settings);
  store.dispatch(productLoaded({ slug: product.slug, product }));
  store.dispatch(variationsLoaded({ productId: REFERENCE_PRODUCT_ID, items: variations }));
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  const view = renderWithStore(
    <div dir="rtl">
      <VariationForm productId={REFERENCE_PRODUCT_ID} action="/cart" onSubmit={onSubmit} />
    </div>,
    store,
  );
  const user = userEvent.setup();
  const colours = () => screen.getByRole('radiogroup', { name: 'رنگ' });
  const sizes = () => screen.getByRole('radiogroup', { name: 'اندازه' });
  const swatch = (group: HTMLElement, name: string) => within(group).getByRole('radio', { name });
  return { ...view, store, task: task!, user, onSubmit, colours, sizes, swatch };
}

/** "قرمز:SEL آبی:en سبز:dis" — the state of every radio in a group, in order. */
export function groupState(group: HTMLElement): string {
  return within(group)
    .getAllByRole('radio', { hidden: true })
    .map((radio) => {
      const selected = radio.getAttribute('aria-checked') === 'true';
      const disabled = radio.getAttribute('aria-disabled') === 'true';
      const noStock = radio.classList.contains('no-stock');
      const flag = selected
        ? noStock
          ? 'SEL+nostock'
          : 'SEL'
        : disabled
          ? 'dis'
          : noStock
            ? 'nostock'
            : 'en';
      return `${radio.getAttribute('aria-label')}:${flag}`;
    })
    .join(' ');
}
