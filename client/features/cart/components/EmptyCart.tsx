// WooCommerce's empty-cart wording, with the way back to the shop.
import { __ } from '../../../i18n';
import { paths } from '../../route';

/** WooCommerce's empty-cart wording, with the way back to the shop. */
export function EmptyCart() {
  return (
    <div className="cart-empty">
      <p className="cart-empty__message">{__('Your cart is currently empty.')}</p>
      <a className="button" href={paths.shop}>
        {__('Return to shop')}
      </a>
    </div>
  );
}
