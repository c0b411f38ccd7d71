// The order attribution pieces on screen: one hidden input per field inside its own element,
// emptied as soon as tracking is switched off, kept inside the checkout form, and the Persian
// consent banner, which records the answer and leaves focus where it is.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { trackingApplied } from '../slice';
import { configWith } from '../testSupport/attributionConfig';
import { AttributionInputs, INPUTS_ELEMENT } from './AttributionInputs';
import { CheckoutPage } from '../../checkout';
import { ConsentBanner } from './ConsentBanner';

function storeWith(attribution = {}) {
  return makeTestStore({ config: configWith(attribution) }).store;
}

const tracked = trackingApplied({
  allowed: true,
  values: { source_type: 'utm', utm_source: 'instagram', utm_medium: 'social', session_pages: '2' },
  written: [],
  pageView: true,
});

describe('AttributionInputs', () => {
  it('renders one hidden {prefix}{field} input per field inside the dedicated element', () => {
    const store = storeWith({ prefix: 'shop_' });
    store.dispatch(tracked);
    const { container } = renderWithStore(<AttributionInputs />, store);
    const element = container.querySelector(INPUTS_ELEMENT);
    expect(element).not.toBeNull();
    const inputs = [...element!.querySelectorAll('input')];
    expect(inputs).toHaveLength(16);
    expect(inputs.every((input) => input.type === 'hidden')).toBe(true);
    expect(inputs.slice(0, 5).map((input) => [input.name, input.value])).toEqual([
      ['shop_source_type', 'utm'],
      ['shop_referrer', ''],
      ['shop_utm_campaign', ''],
      ['shop_utm_source', 'instagram'],
      ['shop_utm_medium', 'social'],
    ]);
  });

  it('empties every input as soon as tracking is switched off', () => {
    const store = storeWith();
    store.dispatch(tracked);
    const { container } = renderWithStore(<AttributionInputs />, store);
    expect(
      container.querySelector<HTMLInputElement>('[name="wc_order_attribution_utm_source"]')?.value,
    ).toBe('instagram');
    act(() => {
      store.dispatch(trackingApplied({ allowed: false, values: {}, written: [], pageView: false }));
    });
    expect([...container.querySelectorAll('input')].map((input) => input.value)).toEqual(
      Array(16).fill(''),
    );
  });
});

describe('CheckoutPage', () => {
  it('keeps its Persian heading and puts the inputs element inside a form', () => {
    const store = storeWith();
    store.dispatch(tracked);
    renderWithStore(<CheckoutPage />, store);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تسویه حساب');
    const form = screen.getByRole('form', { name: 'فرم تسویه حساب' });
    expect(
      form.querySelector(`${INPUTS_ELEMENT} input[name="wc_order_attribution_source_type"]`),
    ).toHaveValue('utm');
  });
});

describe('ConsentBanner', () => {
  // The open banner comes with the deferred chunk, so it is awaited.
  it('asks in Persian and records "allow" from a keyboard press', async () => {
    const store = storeWith();
    store.dispatch({ type: 'attribution/consentRestored', payload: null });
    renderWithStore(<ConsentBanner />, store);
    const banner = await screen.findByRole('region', { name: 'از کجا به فروشگاه آمدید؟' });
    expect(banner).toHaveTextContent('کوکی');
    const allow = within(banner).getByRole('button', { name: 'اجازه می‌دهم' });
    allow.focus();
    fireEvent.click(allow);
    expect(store.getState().attribution).toMatchObject({ choice: 'yes', bannerOpen: false });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('records "do not allow", then opens again from the settings button', async () => {
    const store = storeWith();
    store.dispatch({ type: 'attribution/consentRestored', payload: null });
    renderWithStore(<ConsentBanner />, store);
    fireEvent.click(await screen.findByRole('button', { name: 'اجازه نمی‌دهم' }));
    expect(store.getState().attribution.choice).toBe('no');
    // The focus goes on to the settings button that took the bar's place, and back to the bar.
    const settings = screen.getByRole('button', { name: 'تنظیمات ثبت منبع بازدید' });
    await waitFor(() => expect(settings).toHaveFocus());

    fireEvent.click(settings);
    const banner = await screen.findByRole('region', { name: 'از کجا به فروشگاه آمدید؟' });
    expect(banner).toHaveTextContent('ثبت منبع بازدید خاموش است.');
    expect(banner).toHaveFocus();
  });

  it('leaves the focus where it is when it opens at a first visit', async () => {
    const store = storeWith();
    store.dispatch({ type: 'attribution/consentRestored', payload: null });
    renderWithStore(<ConsentBanner />, store);
    await screen.findByRole('region', { name: 'از کجا به فروشگاه آمدید؟' });
    expect(document.body).toHaveFocus();
  });
});
