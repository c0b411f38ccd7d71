// WooCommerce keeps a signed-in customer's last billing and shipping address from each checkout
// (WC_Checkout updates the customer's props); the next checkout is filled from them.
import type { StoreAddress, StoreBillingAddress } from '../../../../contracts/store';
import type { AccountsRepository } from '../../storage/accountsRepository';

/**
 * Stores the addresses an order was placed with as the customer's saved addresses. They passed
 * the checkout's address rules already (the same rules the account's own form applies).
 */
export function rememberCheckoutAddresses(
  accounts: Pick<AccountsRepository, 'saveAddresses'>,
  customerId: number,
  placed: { billing: StoreBillingAddress; shipping: StoreAddress },
  now: Date,
): void {
  if (customerId <= 0) return;
  accounts.saveAddresses(
    customerId,
    {
      billing: JSON.stringify(placed.billing),
      shipping: JSON.stringify({ ...placed.shipping, email: '' }),
    },
    now.toISOString(),
  );
}
