// The cart as the Store API last answered it.
import { useId, type ReactNode } from 'react';
import { useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { paths } from '../../route';
import { selectCartPage } from '../cartPageSelectors';
import { CartLine } from './CartLine';
import { CartTotals } from './CartTotals';
import { CouponForm } from './CouponForm';
import { EmptyCart } from './EmptyCart';
import { FormNonce } from './FormNonce';
import { UndoForm } from './UndoForm';
import { CART_POST } from '../../../../contracts/plainPosts';
import '../cart.css';

/**
 * The cart as the Store API last answered it: lines, coupon, totals and the way to the checkout.
 * Every change goes to the server first; the page shows its answer. `payOnline` is the checkout's
 * card and wallet button, handed in by the app so the cart does not depend on the checkout.
 */
export function CartPage({ payOnline = null }: { payOnline?: ReactNode }) {
  const view = useAppSelector(selectCartPage);
  const totalsId = useId();
  const { totals } = view;
  const loading = view.status === 'idle' || (view.status === 'loading' && view.totals === null);
  return (
    <div className="page page--cart">
      <h1>{__('Cart')}</h1>
      <UndoForm />
      {loading && (
        <p className="loading" aria-busy="true">
          {__('Loading your cart…')}
        </p>
      )}
      {view.status === 'failed' && totals === null && (
        <p className="load-failure" role="alert">
          {__('The cart could not be loaded. Please reload the page.')}
        </p>
      )}
      {totals && view.lines.length === 0 && <EmptyCart />}
      {totals && view.lines.length > 0 && (
        <div className="cart-layout">
          <div className="cart-layout__main">
            {view.problems.length > 0 && (
              <ul className="cart-problems" role="alert">
                {view.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
            <h2 className="visually-hidden">{__('Products in your cart')}</h2>
            {/* WooCommerce's cart form: without JavaScript it posts (the quantities, a − or +,
                a removal); with it every control acts at once and the post never happens. */}
            <form
              className="cart-lines-form"
              method="post"
              action={paths.cart}
              onSubmit={(event) => event.preventDefault()}
            >
              <FormNonce />
              <noscript>
                {/* The first submit button: Enter in a quantity field updates, not "−". */}
                <button type="submit" name={CART_POST.updateCart} className="visually-hidden">
                  {__('Update cart')}
                </button>
              </noscript>
              <ul className="cart-lines">
                {view.lines.map((line) => (
                  <CartLine key={line.key} line={line} currency={totals.currency} />
                ))}
              </ul>
              <noscript>
                <button
                  type="submit"
                  name={CART_POST.updateCart}
                  className="button button--secondary cart-update"
                >
                  {__('Update cart')}
                </button>
              </noscript>
            </form>
            <CouponForm />
          </div>
          <section className="cart-layout__side" aria-labelledby={totalsId}>
            <CartTotals totals={totals} headingId={totalsId} heading={__('Cart totals')} />
            <a className="button cart-checkout-button" href={paths.checkout}>
              {__('Proceed to checkout')}
            </a>
            {payOnline}
          </section>
        </div>
      )}
    </div>
  );
}
