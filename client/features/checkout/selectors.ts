// What components and sagas read from the checkout feature's state.
import { createSelector } from '@reduxjs/toolkit';
import type { BootstrapConfig } from '../../../contracts/bootstrap';
import { PAYMENT_METHODS, type PaymentMethodId } from '../../../contracts/checkout';
import { paymentMethodName } from '../orders';
import { selectProvinces, type WithRegions } from '../regions';
import { FIELD_ORDER, type CheckoutField } from './fields';
import type { CheckoutState } from './slice';

export interface WithCheckout {
  checkout: CheckoutState;
}

export const selectCheckout = (state: WithCheckout): CheckoutState => state.checkout;
export const selectCheckoutValues = (state: WithCheckout) => state.checkout.values;
export const selectPaymentMethod = (state: WithCheckout) => state.checkout.paymentMethod;

/**
 * Whether the billing email is required: the shop's own server says when it is not (the mobile
 * is enough); anything else keeps stock WooCommerce's rule.
 */
export const selectEmailRequired = (state: { config: BootstrapConfig }): boolean =>
  state.config.checkoutEmail !== 'optional';

// The province list is the regions feature's, shared with my-account.
export { selectProvinces };

/** The cities of the chosen province; empty until a province is chosen. */
export const selectCities = createSelector(
  [selectProvinces, (state: WithCheckout & WithRegions) => state.checkout.values.address.state],
  (provinces, code): string[] => provinces.find((province) => province.code === code)?.cities ?? [],
);

export interface SummaryEntry {
  /** null: a problem with no field to link to. */
  field: CheckoutField | null;
  message: string;
}

/** The error summary's lines: field errors in page order, then the rest. */
export const selectErrorSummary = createSelector(
  [
    (state: WithCheckout) => state.checkout.errors,
    (state: WithCheckout) => state.checkout.generalErrors,
  ],
  (errors, general): SummaryEntry[] => [
    ...general.map((message) => ({ field: null, message })),
    ...FIELD_ORDER.flatMap((field) => {
      const message = errors[field];
      return message === undefined ? [] : [{ field, message }];
    }),
  ],
);

export interface PaymentChoice {
  id: PaymentMethodId;
  title: string;
  description: string;
  cardNumber?: string;
  cardHolder?: string;
  /** The shop's test gateway: no money moves, and the choice says so. */
  testMode: boolean;
}

/** The methods the shop offers once its list is loaded (all three before), in the shop's order. */
export const selectOfferedMethods = createSelector(
  [(state: WithCheckout) => state.checkout.paymentMethods],
  (paymentMethods): PaymentMethodId[] =>
    paymentMethods.status === 'loaded'
      ? PAYMENT_METHODS.filter((id) => paymentMethods.methods.some((method) => method.id === id))
      : [...PAYMENT_METHODS],
);

/** Whether the card and wallet buttons apply: the shop has a card gateway (or has not said). */
export const selectOnlinePaymentOffered = (state: WithCheckout): boolean =>
  selectOfferedMethods(state).includes('persian_card');

/** The offered methods, with the server's titles and descriptions when known. */
export const selectPaymentChoices = createSelector(
  [selectOfferedMethods, (state: WithCheckout) => state.checkout.paymentMethods.methods],
  (offered, methods): PaymentChoice[] =>
    offered.map((id) => {
      const info = methods.find((method) => method.id === id);
      return {
        id,
        // The shop's own words when the server's are not (yet) known.
        title: info?.title || (paymentMethodName(id) ?? id),
        description: info?.description ?? '',
        ...(info?.card_number ? { cardNumber: info.card_number } : {}),
        ...(info?.card_holder ? { cardHolder: info.card_holder } : {}),
        testMode: info?.test_mode === true,
      };
    }),
);
