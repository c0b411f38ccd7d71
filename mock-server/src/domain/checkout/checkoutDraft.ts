// GET wc/store/v1/checkout, as WooCommerce answers it: the cart's draft order. The draft is an
// order in status checkout-draft that holds no stock and is no sale (no key on the order, so the
// shopper's orders, the guest lookup and the owner's report never see it); the same session
// gets the same draft back, and placing the order keeps its id and key.
import type { StoreCheckoutResponse } from '../../../../contracts/checkout';
import type {
  CheckoutDraft,
  CheckoutDraftsRepository,
} from '../../storage/checkoutDraftsRepository';
import { EMPTY_ADDRESS } from '../../../../contracts/store';
import { wpDateTime } from '../siteTime';
import { newOrderKey } from './orderKey';

/** WooCommerce deletes checkout drafts a day old (woocommerce_cleanup_draft_orders). */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface DraftDeps {
  drafts: CheckoutDraftsRepository;
  clock: () => Date;
}

/** The session's draft, made on first use; drafts past their lifetime are cleared meanwhile. */
export function draftFor(deps: DraftDeps, sessionKey: string): CheckoutDraft {
  const found = deps.drafts.find(sessionKey);
  if (found) return found;
  const now = deps.clock();
  deps.drafts.deleteCreatedBefore(wpDateTime(new Date(now.getTime() - DRAFT_LIFETIME_MS)));
  return deps.drafts.create(sessionKey, newOrderKey(), wpDateTime(now));
}

/**
 * The draft as WooCommerce 9.9.5 answers it (keys in its order). An empty cart has no draft:
 * order_id 0 and an empty key. `paymentMethod` is the one the checkout would preselect.
 */
export function toDraftResponse(
  draft: CheckoutDraft | undefined,
  customerId: number,
  paymentMethod: string,
): StoreCheckoutResponse {
  return {
    order_id: draft?.orderId ?? 0,
    status: 'checkout-draft',
    order_key: draft?.orderKey ?? '',
    order_number: draft ? String(draft.orderId) : '',
    customer_note: '',
    customer_id: customerId,
    billing_address: { ...EMPTY_ADDRESS, email: '' },
    shipping_address: { ...EMPTY_ADDRESS },
    payment_method: paymentMethod,
    payment_result: { payment_status: '', payment_details: [], redirect_url: '' },
    additional_fields: {},
    __experimentalCart: null,
    extensions: {},
  };
}
