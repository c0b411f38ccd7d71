// Issue 29: the plain radios the server draws until the swatches are ready have no handler of
// their own, so hydration keeps the server's nodes instead of building an element for each (on a
// product like custom-sneaker, hundreds of the page's nodes); a render in the browser draws them.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { productLoaded } from '../../catalog';
import { REFERENCE_PRODUCT_ID, referenceProduct } from '../../catalog/testSupport/products';
import { VariationForm } from './VariationForm';

function storeWithProduct() {
  const { store } = makeTestStore();
  const product = referenceProduct({ display_limit: 2 });
  store.dispatch(productLoaded({ slug: product.slug, product }));
  return store;
}

const form = () => (
  <VariationForm productId={REFERENCE_PRODUCT_ID} action="/cart/" onSubmit={() => {}} />
);

/** Whether React holds an element of its own for this node (it marks every node it builds or hydrates). */
const reactBuilt = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

const radios = (root: ParentNode) => [
  ...root.querySelectorAll<HTMLInputElement>('input.plain-swatch__input'),
];

it('hydration keeps the server radios as they are: the same nodes, no element of React in them', async () => {
  const element: ReactElement = <Provider store={storeWithProduct()}>{form()}</Provider>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const before = radios(container);
  expect(before.length).toBeGreaterThan(4);
  const markup = container.innerHTML;
  // A shopper chose before the app arrived.
  before[1]!.checked = true;

  const mismatches: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) }),
  );

  expect(mismatches).toEqual([]);
  expect(container.innerHTML).toBe(markup);
  const after = radios(container);
  expect(after).toHaveLength(before.length);
  after.forEach((radio, index) => expect(radio).toBe(before[index]));
  expect(after.filter(reactBuilt)).toEqual([]);
  expect(after[1]!.checked).toBe(true);
  // The form itself is React's: its submit handler works.
  expect(reactBuilt(container.querySelector('form')!)).toBe(true);
  act(() => root.unmount());
  container.remove();
});

it('a render in the browser (a link to the product) draws the radios, the extra ones behind "more"', () => {
  const { container } = renderWithStore(form(), storeWithProduct());
  const drawn = radios(container);
  expect(drawn.length).toBeGreaterThan(4);
  expect(drawn.every(reactBuilt)).toBe(true);
  expect(container.querySelector('details.plain-swatches__more input')).not.toBeNull();
});
