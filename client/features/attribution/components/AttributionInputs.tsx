// The checkout's hidden `{prefix}{field}` inputs inside their dedicated element.
import { createElement } from 'react';
import { useAppSelector } from '../../../kernel/hooks';
import { selectAttributionInputs } from '../selectors';

/** WooCommerce's element name, so scripts written for a WooCommerce checkout find the inputs. */
export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';

/**
 * The checkout's hidden `{prefix}{field}` inputs inside their dedicated element. Values come
 * from the store, so switching consent off empties them at once.
 */
export function AttributionInputs() {
  const inputs = useAppSelector(selectAttributionInputs);
  return createElement(
    INPUTS_ELEMENT,
    null,
    inputs.map((input) => (
      <input key={input.name} type="hidden" name={input.name} value={input.value} />
    )),
  );
}
