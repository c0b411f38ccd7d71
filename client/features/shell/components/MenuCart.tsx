// The header's cart link: how many items and, once something is in the cart, its total, read
// out to screen readers as one phrase.
import { useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { CartIcon } from '../../../ui/icons';
import { selectCartItemCount, selectCartTotal } from '../../cart';
import { formatMoney } from '../../catalog';
import { paths } from '../../route';

export function MenuCart() {
  const count = useAppSelector(selectCartItemCount);
  const total = useAppSelector(selectCartTotal);
  // The total appears once something is in the cart; an empty cart just says zero items.
  const totalText = count > 0 && total ? formatMoney(total.amount, total.currency) : null;
  return (
    <a href={paths.cart} className="menu-cart">
      <CartIcon />
      <span className="menu-cart__label">{__('Cart')}</span>{' '}
      <span className="menu-cart__count" aria-hidden="true">
        {formatNumber(count)}
      </span>
      {totalText && (
        <span className="menu-cart__total" aria-hidden="true">
          {totalText}
        </span>
      )}
      <span className="visually-hidden">
        {totalText
          ? /* translators: 1: number of items, 2: cart total with currency (Persian digits) */
            sprintf(__('(%1$s items, %2$s)'), formatNumber(count), totalText)
          : /* translators: %s: number of items in the cart, in Persian digits */
            sprintf(__('(%s items)'), formatNumber(count))}
      </span>
    </a>
  );
}
