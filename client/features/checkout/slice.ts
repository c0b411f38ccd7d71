// The checkout page's state: what the shopper typed, the chosen payment method, the province and
// city lists, the payment methods' texts, and the errors of the last attempt.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentMethodId, PaymentMethodInfo } from '../../../contracts/checkout';
import type { AddressField, CheckoutField } from './fields';
import { completeWith, fillUntouched, type KnownDetails, type SavedAddressId } from './prefill';
import { emptyCheckoutValues, type CheckoutValues } from './request';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type CheckoutStatus = 'editing' | 'placing' | 'leaving';

export interface CheckoutState {
  values: CheckoutValues;
  paymentMethod: PaymentMethodId;
  paymentMethods: { status: LoadStatus; methods: PaymentMethodInfo[] };
  status: CheckoutStatus;
  /** Field -> the server's message for it, from the last attempt. */
  errors: Partial<Record<CheckoutField, string>>;
  /** Problems with no field of their own (out of stock, a coupon gone), from the last attempt. */
  generalErrors: string[];
  /** Counts failed attempts, so the error summary takes focus after each one. */
  attempt: number;
  /** Whether the shopper is signed in ('unknown' until the account answers, or if it fails). */
  shopper: 'unknown' | 'guest' | 'customer';
  /** Address fields the shopper typed in: filling from the account or memory never touches them. */
  typed: Partial<Record<AddressField, true>>;
  /** What the shop knew of the shopper when the page opened (account or this browser). */
  known: KnownDetails | null;
  /** The saved address the form was filled from (the choice when there are several). */
  chosenAddress: SavedAddressId | null;
}

const initialState: CheckoutState = {
  values: emptyCheckoutValues(),
  paymentMethod: 'cod',
  paymentMethods: { status: 'idle', methods: [] },
  status: 'editing',
  errors: {},
  generalErrors: [],
  attempt: 0,
  shopper: 'unknown',
  typed: {},
  known: null,
  chosenAddress: null,
};

/** The shopper pressed "place order" (or Enter in the form); the checkout saga sends it. */
export const orderPlacementRequested = createAction('checkout/orderPlacementRequested');
/**
 * A card-and-wallet payment button (cart or checkout): the online gateway is chosen; on the
 * cart it leads to the checkout for the address, on the checkout it places the order at once.
 */
export const onlinePaymentRequested = createAction<{ from: 'cart' | 'checkout' }>(
  'checkout/onlinePaymentRequested',
);
export const regionsReloadRequested = createAction('checkout/regionsReloadRequested');
/**
 * The order is placed and waits for the bank: the shopper goes to the gateway's page (`payload`,
 * as the order's answer gives it). The browser leaves; a checkout posted without JavaScript
 * answers a 303 there (client/server/plainPosts.ts).
 */
export const paymentPageOpened = createAction<string>('checkout/paymentPageOpened');
/** "Clear these details": the guest's remembered details leave the form and this browser. */
export const rememberedDetailsForgotten = createAction('checkout/rememberedDetailsForgotten');

export type TypedField = Exclude<CheckoutField, 'payment_method'>;

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    fieldTyped(state, action: PayloadAction<{ field: TypedField; value: string }>) {
      const { field, value } = action.payload;
      if (
        field === 'national_code' ||
        field === 'customer_note' ||
        field === 'transfer_reference'
      ) {
        state.values[field] = value;
      } else {
        state.values.address[field] = value;
        state.typed[field] = true;
      }
      // A province of its own has other cities: the old city no longer fits.
      if (field === 'state') state.values.address.city = '';
      // The shopper is fixing it; the message would now be about an older value.
      delete state.errors[field];
    },
    shopperIdentified(state, action: PayloadAction<'guest' | 'customer'>) {
      state.shopper = action.payload;
    },
    /** The shop knows the shopper: the fields they have not typed in are filled. */
    knownDetailsLoaded(state, action: PayloadAction<KnownDetails>) {
      const known = action.payload;
      state.known = known;
      state.chosenAddress = known.addresses[0]?.id ?? null;
      state.values.address = fillUntouched(state.values.address, state.typed, known.values);
    },
    /** The shopper picked one of their saved addresses: it replaces the address on the form. */
    savedAddressChosen(state, action: PayloadAction<SavedAddressId>) {
      const chosen = state.known?.addresses.find((address) => address.id === action.payload);
      if (!state.known || !chosen) return;
      state.chosenAddress = chosen.id;
      // A shipping address has no email (and may have no mobile): the account's stay.
      const values = completeWith(chosen.values, state.known.values);
      for (const [field, value] of Object.entries(values) as [AddressField, string][]) {
        state.values.address[field] = value;
        delete state.errors[field];
      }
    },
    paymentMethodChosen(state, action: PayloadAction<PaymentMethodId>) {
      state.paymentMethod = action.payload;
      delete state.errors.payment_method;
    },
    paymentMethodsLoaded(state, action: PayloadAction<PaymentMethodInfo[]>) {
      state.paymentMethods = { status: 'loaded', methods: action.payload };
      // A choice the shop does not offer (the card, with no gateway) falls back to the first one.
      const first = action.payload[0];
      if (first && !action.payload.some((method) => method.id === state.paymentMethod)) {
        state.paymentMethod = first.id;
      }
    },
    paymentMethodsFailed(state) {
      state.paymentMethods.status = 'failed';
    },
    placementStarted(state) {
      state.status = 'placing';
    },
    placementRefused(
      state,
      action: PayloadAction<{
        errors: Partial<Record<CheckoutField, string>>;
        general: string[];
      }>,
    ) {
      state.status = 'editing';
      state.errors = action.payload.errors;
      state.generalErrors = action.payload.general;
      state.attempt += 1;
    },
    /** The order exists; the page is about to change (order received page or the gateway). */
    orderPlaced(state) {
      state.status = 'leaving';
      state.errors = {};
      state.generalErrors = [];
      state.values.customer_note = '';
      state.values.transfer_reference = '';
    },
    /** Back on the checkout later (another order): the form is ready again. */
    checkoutOpened(state) {
      if (state.status === 'leaving') state.status = 'editing';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(rememberedDetailsForgotten, (state) => {
      if (state.known?.source !== 'browser') return;
      // What the browser filled goes; what the shopper typed stays.
      for (const [field, value] of Object.entries(state.known.values) as [AddressField, string][]) {
        if (state.typed[field] !== true && state.values.address[field] === value) {
          state.values.address[field] = '';
        }
      }
      state.known = null;
    });
  },
});

export const {
  fieldTyped,
  shopperIdentified,
  knownDetailsLoaded,
  savedAddressChosen,
  paymentMethodChosen,
  paymentMethodsLoaded,
  paymentMethodsFailed,
  placementStarted,
  placementRefused,
  orderPlaced,
  checkoutOpened,
} = checkoutSlice.actions;
export default checkoutSlice.reducer;
