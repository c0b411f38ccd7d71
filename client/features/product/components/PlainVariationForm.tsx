// WooCommerce's own variation form, for a site without the swatches plugin.
import { useReducer, useState, type FormEvent } from 'react';
import type { StoreProduct } from '../../../../contracts/store';
import { useAppDispatch } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { useServerPass } from '../../../ui/serverPass';
import { addToCartRequested, FormNonce } from '../../cart';
import { paths } from '../../route';
import type { PurchaseView } from '../purchaseView';
import {
  addItemVariation,
  choose,
  chosenNames,
  isComplete,
  matchedVariation,
  plainSelects,
  type PlainChoice,
} from '../plainVariations';
import { AddToCartControls } from './AddToCartControls';
import '../product.css';

type Message = 'chooseOptions' | 'noMatch' | null;

function messageText(message: Message): string {
  if (message === 'chooseOptions') {
    return __('Please select some product options before adding this product to your cart.');
  }
  if (message === 'noMatch') {
    return __('Sorry, no products matched your selection. Please choose a different combination.');
  }
  return '';
}

interface PlainVariationFormProps {
  product: StoreProduct;
  /** The page's purchase view: quantity, limits and whether an add is in flight. */
  view: PurchaseView;
  name: string;
}

/**
 * WooCommerce's own variation form, for a site without the swatches plugin: a labelled select per
 * varying attribute, the quantity and the button. The choice is this form's own (a reducer over
 * the pure rules of plainVariations.ts); the server rendering draws it empty, as the browser does.
 */
export function PlainVariationForm({ product, view, name }: PlainVariationFormProps) {
  const dispatch = useAppDispatch();
  const [choice, change] = useReducer(
    (current: PlainChoice, next: { name: string; value: string }) =>
      choose(product, current, next.name, next.value),
    {},
  );
  const [message, setMessage] = useState<Message>(null);
  // The server's page (and its hydration) posts the selects as chosen, judged by the server.
  const serverPass = useServerPass();
  const variationId = matchedVariation(product, choice);
  const complete = isComplete(product, choice);
  const canAdd = variationId !== null && product.is_purchasable;
  const blockedReason = canAdd ? null : complete ? 'unavailable' : 'chooseOptions';
  const idPrefix = `plain-variations-${product.id}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (view.adding) return;
    if (variationId === null) {
      setMessage(complete ? 'noMatch' : 'chooseOptions');
      return;
    }
    const chosen = chosenNames(product, choice);
    dispatch(
      addToCartRequested({
        productId: product.id,
        id: variationId,
        quantity: view.quantity,
        variation: addItemVariation(product, choice),
        name: chosen.length > 0 ? `${name} – ${chosen.join('، ')}` : name,
      }),
    );
  };

  return (
    // Without JavaScript the selects post to the cart page, as WooCommerce's form does.
    <form
      className="variations_form cart plain-variations"
      data-product_id={product.id}
      method="post"
      action={paths.cart}
      onSubmit={onSubmit}
      noValidate
    >
      <FormNonce />
      <div className="variations">
        {plainSelects(product, choice).map((select, position) => {
          const selectId = `${idPrefix}-${position}`;
          return (
            <div className="variations__row plain-variations__row" key={select.name}>
              <label className="label" htmlFor={selectId}>
                {select.name}
              </label>
              <select
                id={selectId}
                className="plain-variations__select"
                name={select.field}
                value={select.chosen}
                onChange={(event) => {
                  setMessage(null);
                  change({ name: select.name, value: event.target.value });
                }}
              >
                <option value="">{__('Choose an option')}</option>
                {select.options.map((option) => (
                  <option key={option.value} value={option.value} disabled={option.disabled}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <p className="variation-form__message" role="status">
        {messageText(message)}
      </p>
      <AddToCartControls
        view={{ ...view, canAdd, blockedReason }}
        idPrefix={idPrefix}
        judgedOnPost={serverPass}
      />
    </form>
  );
}
