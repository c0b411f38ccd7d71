// Each checkout field is labelled by the same name its error messages use, so the summary and
// the field agree.
import { act, screen } from '@testing-library/react';
import { ADDRESS_FIELD_NAMES, NATIONAL_CODE_NAME } from '../../../../contracts/fieldNames';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { configWith } from '../../attribution/testSupport/attributionConfig';
import { cartLoaded } from '../../cart';
import { makeCartItem, makeCartWith } from '../../cart/testSupport';
import { regionsLoaded } from '../../regions';
import { ADDRESS_FIELDS, fieldElementId } from '../fields';
import { provinces } from '../testSupport';
import { CheckoutPage } from './CheckoutPage';

// The server's address errors name each field by contracts/fieldNames.ts (addressRules.test.ts
// holds them to it); here the checkout's labels are held to the same names, so "شمارهٔ موبایل"
// above a field is never "تلفن همراه" in the message under it (issue 15, item 9).
describe('the checkout labels each field by the name its errors use', () => {
  it.each(ADDRESS_FIELDS.map((field) => [field]))('%s', (field) => {
    const { store } = makeTestStore({ config: configWith() });
    act(() => {
      store.dispatch(cartLoaded(makeCartWith([makeCartItem({ name: 'ماگ', price: '1000' })])));
      store.dispatch(regionsLoaded(provinces));
    });
    const { container } = renderWithStore(<CheckoutPage />, store);
    const input = container.querySelector(`#${fieldElementId(field)}`);
    expect(input).not.toBeNull();
    // The accessible name is the label, perhaps with the required mark after it.
    const label = container.querySelector(`label[for="${fieldElementId(field)}"]`);
    expect(label?.textContent?.replace(/[*\s]+$/, '').trim()).toBe(ADDRESS_FIELD_NAMES[field]);
  });

  it('national code', () => {
    const { store } = makeTestStore({ config: configWith() });
    act(() => {
      store.dispatch(cartLoaded(makeCartWith([makeCartItem({ name: 'ماگ', price: '1000' })])));
    });
    renderWithStore(<CheckoutPage />, store);
    expect(
      screen.getByRole('textbox', { name: new RegExp(`^${NATIONAL_CODE_NAME}`) }),
    ).toBeTruthy();
  });
});
