// The payment methods the checkout accepts, which the cart's `payment_methods` lists too (as
// WooCommerce lists its enabled gateways): the online card only while a card gateway is on.
import { PAYMENT_METHODS, type PaymentMethodId } from '../../../../contracts/checkout';

export function offeredPaymentMethods(cardGatewayOn: boolean): readonly PaymentMethodId[] {
  return cardGatewayOn ? PAYMENT_METHODS : PAYMENT_METHODS.filter((id) => id !== 'persian_card');
}
