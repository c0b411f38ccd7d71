// The shop's words for the payment methods it knows, for the checkout (before the server's list
// arrives) and the order received page alike; another site's gateway goes unnamed.
import { __ } from '../../i18n';

export function paymentMethodName(id: string): string | null {
  switch (id) {
    case 'cod':
      return __('Cash on delivery');
    case 'bacs':
      return __('Card-to-card transfer');
    case 'persian_card':
      return __('Online payment (bank card or wallet)');
    default:
      return null;
  }
}
