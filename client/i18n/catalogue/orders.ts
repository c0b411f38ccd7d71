// The fa strings of orders (English msgid to Persian); i18n/fa.ts or the page chunk that draws them
// registers them.
import type { Strings } from '../fa';

// Strings of an order as the order received page and my-account both show it (client/features/
// orders): its status and its lines table. The totals rows use the cart's wording, the column
// heading "Product" the shell's.
export const orderStrings: Strings = {
  // Order statuses
  'Pending payment': 'در انتظار پرداخت',
  Processing: 'در حال انجام',
  'On hold': 'در انتظار بررسی',
  Completed: 'تکمیل شده',
  Cancelled: 'لغو شده',
  Refunded: 'مسترد شده',
  Failed: 'ناموفق',

  // The lines table
  'Order details': 'جزئیات سفارش',
  'Payment method:': 'روش پرداخت:',
};
