// What components and sagas read from the account feature's state.
import { createSelector } from '@reduxjs/toolkit';
import type { BootstrapConfig } from '../../../contracts/bootstrap';
import type { ShopOrder } from '../../../contracts/orders';
import { selectSiteExtras } from '../../kernel/siteExtras';
import type { RouteState } from '../route';
import type { FormName } from './fields';
import type { AccountForm, AccountState } from './slice';
import { readAccountView, viewOnSite, type AccountView } from './view';

export interface WithAccount {
  account: AccountState;
  route: RouteState;
}

export const selectAccount = (state: WithAccount): AccountState => state.account;
export const selectCustomer = (state: WithAccount) => state.account.session.customer;
export const selectSession = (state: WithAccount) => state.account.session;
export const selectWordpressUser = (state: WithAccount) => state.account.wordpressUser;
export const selectWooOrders = (state: WithAccount) => state.account.wooOrders;
export const selectForm = (state: WithAccount, form: FormName): AccountForm =>
  state.account.forms[form];
// The province list is the regions feature's, shared with the checkout.
export { selectProvinces, selectRegionsStatus } from '../regions';
export const selectAddressesStatus = (state: WithAccount) => state.account.addresses;

/** The view the URL names, as far as the site behind the page offers it. */
export const selectAccountView = createSelector(
  [
    (state: WithAccount) => state.route.location.search,
    (state: { config: BootstrapConfig }) => selectSiteExtras(state),
  ],
  (search, extras): AccountView => viewOnSite(readAccountView(search), extras),
);

export interface OrdersListView {
  status: AccountState['orders']['status'];
  error: string | null;
  orders: ShopOrder[];
  total: number;
}

export const selectOrdersList = createSelector(
  [(state: WithAccount) => state.account.orders, (state: WithAccount) => state.account.orderById],
  (orders, byId): OrdersListView => ({
    status: orders.status,
    error: orders.error,
    total: orders.total,
    orders: orders.ids.flatMap((id) => byId[id] ?? []),
  }),
);

export interface OrderDetailView {
  status: 'idle' | 'loading' | 'loaded' | 'missing' | 'failed';
  order: ShopOrder | null;
  error: string | null;
}

export function selectOrderDetail(state: WithAccount, id: number): OrderDetailView {
  const detail = state.account.orderDetail[id];
  const order = state.account.orderById[id] ?? null;
  if (detail) return { status: detail.status, order, error: detail.error };
  return order
    ? { status: 'loaded', order, error: null }
    : { status: 'idle', order: null, error: null };
}

export const selectOrder = (state: WithAccount, id: number): ShopOrder | null =>
  state.account.orderById[id] ?? null;
export const selectOrderLoad = (state: WithAccount, id: number) => state.account.orderDetail[id];

export function selectLookupOrder(state: WithAccount): ShopOrder | null {
  const id = state.account.lookupOrderId;
  return id === null ? null : (state.account.orderById[id] ?? null);
}
