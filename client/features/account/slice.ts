// The account feature's state and the actions that change it.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountAddresses, AccountCustomer } from '../../../contracts/account';
import type { ShopOrder } from '../../../contracts/orders';
import type { WooOrderRow, WooOrdersAnswer } from '../../../contracts/wooAccountOrders';
import { addressValues, type FieldErrors, type FieldValues, type FormName } from './fields';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface AccountForm {
  values: FieldValues;
  errors: FieldErrors;
  /** A message that belongs to no single field (wrong password, too many attempts, ...). */
  general: string | null;
  submitting: boolean;
  /** Counts refused submits, so the page can move focus to the error summary each time. */
  rejections: number;
}

export interface AccountState {
  /** 'idle' until the page first asks who is signed in. */
  session: { status: LoadStatus; customer: AccountCustomer | null; signingOut: boolean };
  forms: Record<FormName, AccountForm>;
  orders: { status: LoadStatus; ids: number[]; total: number; error: string | null };
  /** Every order we have, from the list, one by one, or a guest lookup, keyed by id. */
  orderById: Record<number, ShopOrder>;
  orderDetail: Record<
    number,
    { status: 'loading' | 'loaded' | 'missing' | 'failed'; error: string | null }
  >;
  addresses: { status: LoadStatus; error: string | null };
  /** The order a guest found (an id in orderById). */
  lookupOrderId: number | null;
  /** On a WordPress without the shop's account routes: who signed in on WordPress's own page. */
  wordpressUser: { status: LoadStatus; name: string | null };
  /** Her orders as WooCommerce's own orders page lists them (contracts/wooAccountOrders.ts). */
  wooOrders: { status: LoadStatus; orders: WooOrderRow[]; more: boolean };
}

const emptyForm = (): AccountForm => ({
  values: {},
  errors: {},
  general: null,
  submitting: false,
  rejections: 0,
});

const initialState: AccountState = {
  session: { status: 'idle', customer: null, signingOut: false },
  forms: {
    signIn: emptyForm(),
    register: emptyForm(),
    addresses: emptyForm(),
    lookup: emptyForm(),
  },
  orders: { status: 'idle', ids: [], total: 0, error: null },
  orderById: {},
  orderDetail: {},
  addresses: { status: 'idle', error: null },
  lookupOrderId: null,
  wordpressUser: { status: 'idle', name: null },
  wooOrders: { status: 'idle', orders: [], more: false },
};

/** The shopper pressed a form's submit button; the account saga checks and sends it. */
export const formSubmitted = createAction<FormName>('account/formSubmitted');
export const signOutRequested = createAction('account/signOutRequested');
/** "Try again" after a failed load; the saga reloads what the current view needs. */
export const accountReloadRequested = createAction('account/reloadRequested');

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    fieldChanged(state, action: PayloadAction<{ form: FormName; field: string; value: string }>) {
      const { form, field, value } = action.payload;
      const target = state.forms[form];
      target.values[field] = value;
      // The error was about the old value; the shopper is fixing it.
      delete target.errors[field];
      if (form === 'addresses' && field.endsWith('.state')) {
        const cityField = field.replace(/\.state$/, '.city');
        target.values[cityField] = '';
      }
    },
    formSending(state, action: PayloadAction<FormName>) {
      const form = state.forms[action.payload];
      form.submitting = true;
      form.errors = {};
      form.general = null;
      if (action.payload === 'lookup') state.lookupOrderId = null;
    },
    formRejected(
      state,
      action: PayloadAction<{ form: FormName; errors: FieldErrors; general?: string | null }>,
    ) {
      const form = state.forms[action.payload.form];
      form.submitting = false;
      form.errors = action.payload.errors;
      form.general = action.payload.general ?? null;
      form.rejections += 1;
    },
    sessionRequested(state) {
      state.session.status = 'loading';
    },
    sessionLoaded(state, action: PayloadAction<AccountCustomer | null>) {
      state.session.status = 'loaded';
      state.session.customer = action.payload;
    },
    sessionFailed(state) {
      state.session.status = 'failed';
    },
    wordpressUserRequested(state) {
      state.wordpressUser.status = 'loading';
    },
    /** The signed-in user's display name, or null for a guest. */
    wordpressUserLoaded(state, action: PayloadAction<string | null>) {
      state.wordpressUser = { status: 'loaded', name: action.payload };
    },
    wooOrdersRequested(state) {
      state.wooOrders.status = 'loading';
    },
    wooOrdersLoaded(state, action: PayloadAction<WooOrdersAnswer | null>) {
      state.wooOrders = {
        status: 'loaded',
        orders: action.payload?.orders ?? [],
        more: action.payload?.more ?? false,
      };
    },
    wooOrdersFailed(state) {
      state.wooOrders.status = 'failed';
    },
    wordpressUserFailed(state) {
      state.wordpressUser.status = 'failed';
    },
    signedIn(
      state,
      action: PayloadAction<{ form: 'signIn' | 'register'; customer: AccountCustomer }>,
    ) {
      state.session = { status: 'loaded', customer: action.payload.customer, signingOut: false };
      // The password never stays in the store longer than the request that needed it.
      state.forms.signIn = emptyForm();
      state.forms.register = emptyForm();
      state.orders = initialState.orders;
      state.addresses = initialState.addresses;
    },
    signOutStarted(state) {
      state.session.signingOut = true;
    },
    signOutFailed(state) {
      state.session.signingOut = false;
    },
    signedOut() {
      // Nothing of the customer's stays behind for the next person at this screen (the province
      // list is not the customer's: it lives in the regions feature and stays).
      return {
        ...initialState,
        session: { status: 'loaded', customer: null, signingOut: false },
      };
    },
    ordersRequested(state) {
      state.orders.status = 'loading';
      state.orders.error = null;
    },
    ordersLoaded(state, action: PayloadAction<{ orders: ShopOrder[]; total: number }>) {
      state.orders = {
        status: 'loaded',
        ids: action.payload.orders.map((order) => order.id),
        total: action.payload.total,
        error: null,
      };
      for (const order of action.payload.orders) state.orderById[order.id] = order;
    },
    ordersFailed(state, action: PayloadAction<string>) {
      state.orders.status = 'failed';
      state.orders.error = action.payload;
    },
    orderRequested(state, action: PayloadAction<number>) {
      state.orderDetail[action.payload] = { status: 'loading', error: null };
    },
    orderLoaded(state, action: PayloadAction<ShopOrder>) {
      state.orderById[action.payload.id] = action.payload;
      state.orderDetail[action.payload.id] = { status: 'loaded', error: null };
    },
    orderMissing(state, action: PayloadAction<number>) {
      state.orderDetail[action.payload] = { status: 'missing', error: null };
    },
    orderFailed(state, action: PayloadAction<{ id: number; message: string }>) {
      state.orderDetail[action.payload.id] = { status: 'failed', error: action.payload.message };
    },
    addressesRequested(state) {
      state.addresses = { status: 'loading', error: null };
    },
    addressesLoaded(state, action: PayloadAction<AccountAddresses>) {
      state.addresses = { status: 'loaded', error: null };
      state.forms.addresses = { ...emptyForm(), values: addressValues(action.payload) };
    },
    addressesFailed(state, action: PayloadAction<string>) {
      state.addresses = { status: 'failed', error: action.payload };
    },
    lookupFound(state, action: PayloadAction<ShopOrder>) {
      state.orderById[action.payload.id] = action.payload;
      state.lookupOrderId = action.payload.id;
      state.forms.lookup.submitting = false;
    },
  },
});

export const {
  fieldChanged,
  formSending,
  formRejected,
  sessionRequested,
  sessionLoaded,
  sessionFailed,
  wordpressUserRequested,
  wordpressUserLoaded,
  wordpressUserFailed,
  wooOrdersRequested,
  wooOrdersLoaded,
  wooOrdersFailed,
  signedIn,
  signOutStarted,
  signOutFailed,
  signedOut,
  ordersRequested,
  ordersLoaded,
  ordersFailed,
  orderRequested,
  orderLoaded,
  orderMissing,
  orderFailed,
  addressesRequested,
  addressesLoaded,
  addressesFailed,
  lookupFound,
} = accountSlice.actions;
export default accountSlice.reducer;
