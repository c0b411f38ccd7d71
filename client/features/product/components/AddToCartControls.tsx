// Quantity (Persian or Latin digits, with step buttons) and the add-to-cart submit button.
import { useAppDispatch } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { toPersianDigits } from '../../../ui/digits';
import { addBlockedWhy, type PurchaseView } from '../purchaseView';
import { CART_POST } from '../../../../contracts/plainPosts';
import { clampQuantity, parseQuantity, quantityChanged, QuantityStepper } from '../../catalog';

interface AddToCartControlsProps {
  view: PurchaseView;
  idPrefix: string;
  /**
   * The choice is judged by the server when the form is posted (the page as drawn before, or
   * without, JavaScript): the button is not marked off, since nothing here could turn it on.
   */
  judgedOnPost?: boolean;
}

/**
 * Quantity (Persian or Latin digits, with step buttons) and the add-to-cart submit button. The
 * button stays focusable while it cannot act (aria-disabled), and the line beside it says why.
 */
export function AddToCartControls({
  view,
  idPrefix,
  judgedOnPost = false,
}: AddToCartControlsProps) {
  const dispatch = useAppDispatch();
  const productId = view.product.id;
  const setQuantity = (value: number) =>
    dispatch(quantityChanged({ productId, quantity: clampQuantity(value, view.maxQuantity) }));
  const quantityId = `${idPrefix}-quantity`;
  const disabled = (!view.canAdd && !judgedOnPost) || view.adding;
  const why = view.adding ? '' : addBlockedWhy(view);
  const whyId = `${idPrefix}-why`;
  return (
    <div className="add-to-cart">
      <QuantityStepper
        id={quantityId}
        label={__('Quantity')}
        text={toPersianDigits(view.quantity)}
        quantity={view.quantity}
        maximum={view.maxQuantity}
        canDecrease={view.quantity > 1}
        canIncrease={!(view.maxQuantity > 0 && view.quantity >= view.maxQuantity)}
        onStep={setQuantity}
        name={CART_POST.quantity}
        onType={(text) => {
          const typed = parseQuantity(text);
          if (typed !== null) setQuantity(typed);
        }}
      />
      <button
        type="submit"
        name={CART_POST.addToCart}
        value={productId}
        className={[
          'button',
          'single_add_to_cart_button',
          disabled ? 'disabled' : '',
          disabled && view.blockedReason === 'chooseOptions' ? 'wc-variation-selection-needed' : '',
          disabled && view.blockedReason === 'unavailable' ? 'wc-variation-is-unavailable' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        aria-disabled={disabled}
        aria-busy={view.adding}
        aria-describedby={why ? whyId : undefined}
      >
        {view.adding ? __('Adding…') : __('Add to cart')}
      </button>
      {(why || view.variable) && (
        // Kept, empty, on a variable product once the choice is complete: the form under it was
        // measured with this line (swatches.css), and it must not jump when the line goes.
        <p id={whyId} className="add-to-cart__why">
          {why}
        </p>
      )}
    </div>
  );
}
