import { useAppDispatch } from '../../../app/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber, toPersianDigits } from '../../../ui/digits';
import type { PurchaseView } from '../purchaseView';
import { clampQuantity, parseQuantity } from '../quantity';
import { quantityChanged } from '../slice';

/** The Store API's ceiling for any quantity: at it, nothing real limits the order. */
const UNLIMITED = 9999;

interface AddToCartControlsProps {
  view: PurchaseView;
  idPrefix: string;
}

/**
 * Quantity (Persian or Latin digits, with step buttons) and the add-to-cart submit button. The
 * button stays focusable while it cannot act (aria-disabled), so pressing it can say why.
 */
export function AddToCartControls({ view, idPrefix }: AddToCartControlsProps) {
  const dispatch = useAppDispatch();
  const productId = view.product.id;
  const setQuantity = (value: number) =>
    dispatch(quantityChanged({ productId, quantity: clampQuantity(value, view.maxQuantity) }));
  const quantityId = `${idPrefix}-quantity`;
  const disabled = !view.canAdd || view.adding;
  return (
    <div className="add-to-cart">
      <div className="quantity">
        <label htmlFor={quantityId} className="quantity__label">
          {__('Quantity')}
        </label>
        <div className="quantity__controls">
          <button
            type="button"
            className="quantity__step"
            onClick={() => setQuantity(view.quantity - 1)}
            disabled={view.quantity <= 1}
          >
            <span aria-hidden="true">−</span>
            <span className="visually-hidden">{__('One less')}</span>
          </button>
          <input
            id={quantityId}
            className="quantity__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={toPersianDigits(view.quantity)}
            onChange={(event) => {
              const typed = parseQuantity(event.target.value);
              if (typed !== null) setQuantity(typed);
            }}
          />
          <button
            type="button"
            className="quantity__step"
            onClick={() => setQuantity(view.quantity + 1)}
            disabled={view.maxQuantity > 0 && view.quantity >= view.maxQuantity}
          >
            <span aria-hidden="true">+</span>
            <span className="visually-hidden">{__('One more')}</span>
          </button>
        </div>
        {view.maxQuantity > 0 && view.maxQuantity < UNLIMITED && (
          <p className="quantity__max">
            {/* translators: %s: the most one order may hold, in Persian digits */}
            {sprintf(__('At most %s'), formatNumber(view.maxQuantity))}
          </p>
        )}
      </div>
      <button
        type="submit"
        className={[
          'button',
          'single_add_to_cart_button',
          disabled ? 'disabled' : '',
          view.blockedReason === 'chooseOptions' ? 'wc-variation-selection-needed' : '',
          view.blockedReason === 'unavailable' ? 'wc-variation-is-unavailable' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        aria-disabled={disabled}
        aria-busy={view.adding}
      >
        {view.adding ? __('Adding…') : __('Add to cart')}
      </button>
    </div>
  );
}
