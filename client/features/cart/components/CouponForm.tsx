// The coupon field and the coupons already applied, each with its own remove button.
import { useId, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { selectCartPage } from '../cartPageSelectors';
import { CART_POST } from '../../../../contracts/plainPosts';
import { paths } from '../../route';
import { FormNonce } from './FormNonce';
import { couponApplyRequested, couponCodeTyped, couponRemovalRequested } from '../slice';

/** The coupon field and the coupons already applied, each with its own remove button. */
export function CouponForm() {
  const dispatch = useAppDispatch();
  const { coupon, totals } = useAppSelector(selectCartPage);
  const fieldId = useId();
  const errorId = useId();
  const working = coupon.status !== 'idle';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!working) dispatch(couponApplyRequested());
  };
  return (
    <div className="coupon">
      <form
        className="coupon__form"
        method="post"
        action={paths.cart}
        onSubmit={submit}
        aria-label={__('Coupon')}
        noValidate
      >
        <FormNonce />
        <label htmlFor={fieldId} className="coupon__label">
          {__('Coupon code')}
        </label>
        <div className="coupon__row">
          <input
            id={fieldId}
            className="coupon__input"
            type="text"
            autoComplete="off"
            dir="auto"
            name={CART_POST.couponCode}
            value={coupon.code}
            aria-invalid={coupon.error !== null}
            aria-describedby={coupon.error !== null ? errorId : undefined}
            onChange={(event) => dispatch(couponCodeTyped(event.target.value))}
          />
          <button
            type="submit"
            name={CART_POST.applyCoupon}
            className="button button--secondary"
            aria-disabled={working}
          >
            {coupon.status === 'applying' ? __('Applying…') : __('Apply coupon')}
          </button>
        </div>
        {coupon.error !== null && (
          <p id={errorId} className="field-error">
            {coupon.error}
          </p>
        )}
      </form>
      {totals && totals.coupons.length > 0 && (
        <ul className="coupon__applied" aria-label={__('Applied coupons')}>
          {totals.coupons.map((code) => (
            <li key={code}>
              <span className="coupon__code" dir="ltr">
                {code}
              </span>
              <button
                type="button"
                className="coupon__remove"
                aria-disabled={working}
                onClick={() => {
                  if (!working) dispatch(couponRemovalRequested(code));
                }}
              >
                {__('Remove')}
                {/* translators: %s: the coupon code */}
                <span className="visually-hidden">{sprintf(__(' coupon “%s”'), code)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
