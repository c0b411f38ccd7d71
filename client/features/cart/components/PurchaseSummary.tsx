// The order at a glance beside the checkout form.
import { useId } from 'react';
import { useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { formatMoney } from '../../catalog';
import { selectCartPage } from '../cartPageSelectors';
import { CartTotals } from './CartTotals';

/** The order at a glance beside the checkout form: each line, its quantity and total, then the totals. */
export function PurchaseSummary() {
  const { lines, totals } = useAppSelector(selectCartPage);
  const headingId = useId();
  if (!totals || lines.length === 0) return null;
  return (
    <section className="purchase-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="cart-totals__heading">
        {__('Your order')}
      </h2>
      <ul className="purchase-summary__lines">
        {lines.map((line) => (
          <li key={line.key} className="purchase-summary__line">
            {line.image && (
              <img
                src={line.image.src}
                alt=""
                width={48}
                height={48}
                className="purchase-summary__image"
              />
            )}
            <span className="purchase-summary__name">
              {line.name}
              {line.variation.length > 0 && (
                <span className="purchase-summary__variation">
                  {line.variation.map((part) => `${part.attribute}: ${part.value}`).join('، ')}
                </span>
              )}
            </span>
            <span className="purchase-summary__quantity">
              {/* translators: %s: quantity in Persian digits */}
              {sprintf(__('× %s'), formatNumber(line.quantity))}
            </span>
            <span className="purchase-summary__total">
              {formatMoney(line.lineSubtotal, totals.currency)}
            </span>
          </li>
        ))}
      </ul>
      <CartTotals totals={totals} />
    </section>
  );
}
