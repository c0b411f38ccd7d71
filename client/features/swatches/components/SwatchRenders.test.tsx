// Issue 29: a swatch click renders again only the items whose state changed; every other item is
// skipped by its memo (counted here by wrapping the real item in the real comparison).
import { act } from '@testing-library/react';
import { memo } from 'react';
import { REFERENCE_PRODUCT_ID } from '../../catalog/testSupport/products';
import { selectVariationFormView, type SwatchItemView } from '../selectors';
import { renderReferenceForm, stopForms } from '../testSupport/renderForm';
import type * as SwatchItemModule from './SwatchItem';
import type { SwatchItemProps } from './SwatchItem';

const renders = new Map<string, number>();

jest.mock('./SwatchItem', () => {
  const actual = jest.requireActual<typeof SwatchItemModule>('./SwatchItem');
  function CountedItem(props: SwatchItemProps) {
    const key = `${props.listName}=${props.item.value}`;
    renders.set(key, (renders.get(key) ?? 0) + 1);
    return actual.SwatchItemElement(props);
  }
  return { ...actual, SwatchItem: memo(CountedItem, actual.sameSwatchItemProps) };
});

afterEach(stopForms);

type Store = ReturnType<typeof renderReferenceForm>['store'];

function itemViews(store: Store): Map<string, SwatchItemView> {
  const view = selectVariationFormView(store.getState(), REFERENCE_PRODUCT_ID);
  const items = new Map<string, SwatchItemView>();
  for (const list of view?.lists ?? []) {
    for (const item of list.items) items.set(`${list.name}=${item.value}`, item);
  }
  return items;
}

function changed(before: SwatchItemView, after: SwatchItemView): boolean {
  return (Object.keys(before) as Array<keyof SwatchItemView>).some(
    (key) => before[key] !== after[key],
  );
}

describe('a swatch click and the items it renders', () => {
  it.each([
    ['colour red', 'رنگ', 'قرمز'],
    ['colour blue', 'رنگ', 'آبی'],
  ])('%s: items whose state did not change are rendered 0 times', async (_case, group, name) => {
    const form = renderReferenceForm();
    const before = itemViews(form.store);
    renders.clear();
    await form.user.click(form.swatch(group === 'رنگ' ? form.colours() : form.sizes(), name));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const after = itemViews(form.store);

    const untouched = [...before].filter(([key, item]) => !changed(item, after.get(key)!));
    const touched = [...before].filter(([key, item]) => changed(item, after.get(key)!));
    expect(untouched.length).toBeGreaterThan(0);
    expect(touched.length).toBeGreaterThan(0);
    expect(untouched.map(([key]) => [key, renders.get(key) ?? 0])).toEqual(
      untouched.map(([key]) => [key, 0]),
    );
    for (const [key] of touched) expect(renders.get(key) ?? 0).toBeGreaterThan(0);
  });
});
