import { __ } from '../../../i18n';
import { AttributionInputs } from './AttributionInputs';

/**
 * The checkout page as far as attribution goes: its heading and the form that carries the
 * hidden inputs. The checkout issue adds the customer's fields and the order button.
 */
export function CheckoutPage() {
  return (
    <div className="page">
      <h1>{__('Checkout')}</h1>
      <form className="checkout-form" method="post" aria-label={__('Checkout form')}>
        <AttributionInputs />
      </form>
    </div>
  );
}
