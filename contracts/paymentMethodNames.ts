// What the shop calls each payment method, in Persian: the server's `title` (the checkout's
// choices, an order's payment_method_title) and the client's catalogue (before the server's list
// arrives, the order received page) both read these, so the shopper meets one name. One constant
// each, so the client's build writes each name where its catalogue uses it and nothing more.
import type { PaymentMethodId } from './checkout';

export const COD_NAME = 'پرداخت در محل';
export const BACS_NAME = 'کارت به کارت';
export const PERSIAN_CARD_NAME = 'پرداخت اینترنتی (کارت بانکی یا کیف پول)';

export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethodId, string>> = {
  cod: COD_NAME,
  bacs: BACS_NAME,
  persian_card: PERSIAN_CARD_NAME,
};
