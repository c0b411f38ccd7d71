// The card and wallet payment button.
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { selectOnlinePaymentOffered } from '../selectors';
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
  const offered = useAppSelector(selectOnlinePaymentOffered);
  // Without a card gateway (the shop's list has no persian_card) there is nothing to pay online.
  if (!offered) return null;
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
