// A stock WordPress answers in its own language: the stock texts and errors of WooCommerce and the
// default messages of Contact Form 7 that the shop knows are shown in Persian (their catalogue is
// catalogue/siteMessages.ts, loaded by the pages that show them); anything else is shown as the
// site wrote it. Either way it is read as text: WooCommerce writes &quot; into messages.
import { toAsciiDigits } from '../../contracts/iranRules';
import { formatNumber } from '../ui/digits';
import { htmlToText } from '../ui/html';
import { __, sprintf } from './index';

type Rule = [RegExp, (...parts: string[]) => string];

const amount = (digits: string) => formatNumber(Number(toAsciiDigits(digits).replace(/[,٬]/g, '')));

/** WooCommerce's wording, quotes as WordPress prints them ("…", “…” or &quot;…&quot;). */
const QUOTED = '["“”]([^"“”]+)["“”]';

const RULES: Rule[] = [
  [/^([\d,]+) in stock$/, (n) => sprintf(__('%s in stock'), amount(n))],
  [/^Only ([\d,]+) left in stock$/, (n) => sprintf(__('Only %s left in stock'), amount(n))],
  [
    new RegExp(`^You cannot add ${QUOTED} to the cart because the product is out of stock\\.$`),
    (name) =>
      sprintf(__('You cannot add “%s” to the cart because the product is out of stock.'), name),
  ],
  [
    new RegExp(
      `^You cannot add that amount of ${QUOTED} to the cart because there is not enough stock \\(([\\d,]+) remaining\\)\\.$`,
    ),
    (name, left) =>
      sprintf(
        __(
          'You cannot add that amount of “%1$s” to the cart because there is not enough stock (%2$s remaining).',
        ),
        name,
        amount(left),
      ),
  ],
  [
    new RegExp(
      `^Sorry, we do not have enough ${QUOTED} in stock to fulfill your order \\(([\\d,]+) available\\)\\.`,
    ),
    (name, left) =>
      sprintf(
        __('Sorry, we do not have enough “%1$s” in stock to fulfill your order (%2$s available).'),
        name,
        amount(left),
      ),
  ],
  [
    new RegExp(`^Sorry, ${QUOTED} is no longer in stock so this order cannot be paid for\\.`),
    (name) =>
      sprintf(__('Sorry, “%s” is no longer in stock so this order cannot be paid for.'), name),
  ],
  [
    new RegExp(`^${QUOTED} is an invalid coupon code\\.$`),
    (code) => sprintf(__('“%s” is an invalid coupon code.'), code),
  ],
  [
    new RegExp(`^Coupon code ${QUOTED} has already been applied\\.$`),
    (code) => sprintf(__('Coupon code “%s” has already been applied.'), code),
  ],
  [
    /^There was a problem with the provided (billing|shipping) address: (.+)$/,
    (which, problem) =>
      sprintf(
        which === 'billing'
          ? __('There was a problem with the provided billing address: %s')
          : __('There was a problem with the provided shipping address: %s'),
        siteMessage(problem),
      ),
  ],
  [/^(.+) is required$/, (field) => sprintf(__('%s is required'), __(field))],
];

/** The site's message in Persian when the shop knows it; else as written, entities decoded. */
export function siteMessage(text: string): string {
  const plain = htmlToText(text);
  const exact = __(plain);
  if (exact !== plain) return exact;
  for (const [pattern, persian] of RULES) {
    const match = pattern.exec(plain);
    if (match) return persian(...match.slice(1));
  }
  return plain;
}
