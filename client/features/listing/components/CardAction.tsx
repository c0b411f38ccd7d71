// A card's own button, as WooCommerce's loop.
import { useMemo } from 'react';
import type { StoreProduct } from '../../../../contracts/store';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { htmlToText } from '../../../ui/html';
import { addToCartRequested, FormNonce, selectIsAdding, selectWasAdded } from '../../cart';
import { CART_POST } from '../../../../contracts/plainPosts';
import { paths } from '../../route';

/**
 * A card's own button, as WooCommerce's loop: a simple product in stock goes into the cart from
 * the listing (the cart saga tells the same as on the product page); a variable product asks for
 * its options on its page. Out of stock, the card itself (its "ناموجود") is the way in.
 */
export function CardAction({ product }: { product: StoreProduct }) {
  const dispatch = useAppDispatch();
  const adding = useAppSelector((state) => selectIsAdding(state, product.id));
  const added = useAppSelector((state) => selectWasAdded(state, product.id));
  const name = useMemo(() => htmlToText(product.name), [product.name]);
  if (product.type === 'variable') {
    return (
      <a
        className="listing-button card-action"
        href={paths.product(product.slug)}
        /* translators: %s: product name */
        aria-label={sprintf(__('Choose the options of “%s”'), name)}
      >
        {__('Choose options')}
      </a>
    );
  }
  if (product.type !== 'simple' || !product.is_purchasable || !product.is_in_stock) return null;
  // Without JavaScript the button posts to the cart page (as WooCommerce's loop button links
  // there with ?add-to-cart, but never as a GET that writes).
  return (
    <form className="card-action-form" method="post" action={paths.cart}>
      <FormNonce />
      <button
        type="submit"
        name={CART_POST.addToCart}
        value={product.id}
        className="button card-action"
        /* translators: %s: product name */
        aria-label={sprintf(__('Add “%s” to your cart'), name)}
        aria-disabled={adding}
        onClick={(event) => {
          event.preventDefault();
          if (adding) return;
          dispatch(
            addToCartRequested({
              productId: product.id,
              id: product.id,
              quantity: 1,
              name,
              quiet: true,
            }),
          );
        }}
      >
        {adding ? __('Adding…') : added ? __('In your cart ✓') : __('Add to cart')}
      </button>
    </form>
  );
}
