import { useAppDispatch } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { onlinePaymentRequested } from '../slice';

/**
 * The card and wallet payment button: the shop's gateway takes both (Iranian wallets pay through
 * the same bank page). On the cart it leads to the checkout with online payment chosen; on the
 * checkout it places the order and goes to the bank.
 */
export function OnlinePaymentButton({
  from,
  busy = false,
}: {
  from: 'cart' | 'checkout';
  busy?: boolean;
}) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="button online-payment-button"
      aria-disabled={busy}
      onClick={() => {
        if (!busy) dispatch(onlinePaymentRequested({ from }));
      }}
    >
      {__('Pay online with a bank card or wallet')}
    </button>
  );
}
