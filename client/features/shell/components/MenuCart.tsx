import { useAppSelector } from '../../../app/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { CartIcon } from '../../../ui/icons';
import { selectCartItemCount } from '../../cart/selectors';
import { paths } from '../../route/routes';

export function MenuCart() {
  const count = useAppSelector(selectCartItemCount);
  return (
    <a href={paths.cart} className="menu-cart">
      <CartIcon />
      <span className="menu-cart__label">{__('Cart')}</span>{' '}
      <span className="menu-cart__count" aria-hidden="true">
        {formatNumber(count)}
      </span>
      <span className="visually-hidden">
        {/* translators: %s: number of items in the cart, in Persian digits */}
        {sprintf(__('(%s items)'), formatNumber(count))}
      </span>
    </a>
  );
}
