// One cart line.
import { useAppDispatch } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { toPersianDigits } from '../../../ui/digits';
import { formatMoney, isRealMaximum, QuantityStepper, SalePrice } from '../../catalog';
import type { StoreCurrency } from '../../../../contracts/store';
import { CART_POST } from '../../../../contracts/plainPosts';
import type { CartLineView } from '../cartPageSelectors';
import {
  lineQuantityRequested,
  lineRemovalRequested,
  quantityDraftCommitted,
  quantityDraftTyped,
} from '../slice';

interface CartLineProps {
  line: CartLineView;
  currency: StoreCurrency;
}

/**
 * One cart line: picture, name and chosen options, unit price, a quantity stepper that takes
 * Persian or Latin digits, the line total and a remove button. Nothing changes on screen until
 * the server has answered: the line says it is busy meanwhile.
 */
export function CartLine({ line, currency }: CartLineProps) {
  const dispatch = useAppDispatch();
  const quantityId = `cart-quantity-${line.key}`;
  const busy = line.busy !== null;
  const request = (quantity: number) => {
    if (!busy) dispatch(lineQuantityRequested({ key: line.key, quantity }));
  };
  return (
    <li className="cart-line" aria-busy={busy}>
      {line.image ? (
        <img
          className="cart-line__image"
          src={line.image.src}
          alt={line.image.alt}
          width={80}
          height={80}
        />
      ) : (
        <span className="cart-line__image cart-line__image--none" aria-hidden="true" />
      )}
      <div className="cart-line__about">
        <a className="cart-line__name" href={line.permalink}>
          {line.name}
        </a>
        {line.variation.length > 0 && (
          <dl className="cart-line__variation">
            {line.variation.map((part) => (
              <div key={part.attribute}>
                <dt>{part.attribute}:</dt> <dd>{part.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="cart-line__unit price">
          <span className="visually-hidden">{__('Price')}: </span>
          <SalePrice price={line.unitPrice} regular={line.unitRegularPrice} currency={currency} />
        </p>
      </div>
      <QuantityStepper
        id={quantityId}
        className="cart-line__quantity"
        label={
          <>
            {/* translators: %s: product name */}
            <span className="visually-hidden">{sprintf(__('Quantity of “%s”'), line.name)}</span>
            <span aria-hidden="true">{__('Quantity')}</span>
          </>
        }
        text={line.quantityText ?? toPersianDigits(line.quantity)}
        quantity={line.quantity}
        maximum={line.maximum}
        canDecrease={line.quantity > Math.max(1, line.minimum)}
        canIncrease={!(isRealMaximum(line.maximum) && line.quantity >= line.maximum)}
        fixed={!line.editable}
        busy={busy}
        onStep={request}
        name={CART_POST.lineQuantity(line.key)}
        stepName={CART_POST.lineStep(line.key)}
        onType={(text) => dispatch(quantityDraftTyped({ key: line.key, text }))}
        onCommit={() => dispatch(quantityDraftCommitted({ key: line.key }))}
      />
      <p className="cart-line__total">
        <span className="visually-hidden">{__('Subtotal')}: </span>
        {formatMoney(line.lineSubtotal, currency)}
      </p>
      <button
        type="submit"
        name={CART_POST.removeItem}
        value={line.key}
        className="cart-line__remove icon-button"
        onClick={(event) => {
          event.preventDefault();
          if (!busy) dispatch(lineRemovalRequested({ key: line.key }));
        }}
        aria-disabled={busy}
      >
        <span aria-hidden="true">×</span>
        {/* translators: %s: product name */}
        <span className="visually-hidden">
          {sprintf(__('Remove “%s” from the cart'), line.name)}
        </span>
      </button>
      {busy && (
        <span className="cart-line__busy" role="status">
          {line.busy === 'removing' ? __('Removing…') : __('Updating the cart…')}
        </span>
      )}
    </li>
  );
}
