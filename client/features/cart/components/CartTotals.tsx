// Subtotal, discount (with the coupons that gave it), shipping when known, and the total.
import { __, sprintf } from '../../../i18n';
import { formatMoney, moneyValue } from '../../catalog';
import type { CartTotalsView } from '../cartPageSelectors';

interface CartTotalsProps {
  totals: CartTotalsView;
  /** The heading's id, so the surrounding section can be named by it. */
  headingId?: string;
  /** None when the surrounding widget has its own heading above. */
  heading?: string;
}

/** Subtotal, discount (with the coupons that gave it), shipping when known, and the total. */
export function CartTotals({ totals, headingId, heading }: CartTotalsProps) {
  const { currency } = totals;
  const discounted = moneyValue(totals.discount, currency) > 0;
  return (
    <div className="cart-totals">
      {heading && (
        <h2 id={headingId} className="cart-totals__heading">
          {heading}
        </h2>
      )}
      <dl className="cart-totals__rows">
        <div className="cart-totals__row">
          <dt>{__('Subtotal')}</dt>
          <dd>{formatMoney(totals.subtotal, currency)}</dd>
        </div>
        {discounted && (
          <div className="cart-totals__row cart-totals__row--discount">
            <dt>
              {totals.coupons.length > 0
                ? /* translators: %s: coupon codes, separated by commas */
                  sprintf(__('Discount (%s)'), totals.coupons.join('، '))
                : __('Discount')}
            </dt>
            <dd>
              <span aria-hidden="true">−</span>
              <span className="visually-hidden">{__('minus')} </span>
              {formatMoney(totals.discount, currency)}
            </dd>
          </div>
        )}
        {totals.shipping !== null && (
          <div className="cart-totals__row">
            <dt>{__('Shipping')}</dt>
            <dd>
              {moneyValue(totals.shipping, currency) > 0
                ? formatMoney(totals.shipping, currency)
                : __('Free')}
            </dd>
          </div>
        )}
        <div className="cart-totals__row cart-totals__row--total">
          <dt>{__('Total')}</dt>
          <dd>{formatMoney(totals.total, currency)}</dd>
        </div>
      </dl>
    </div>
  );
}
