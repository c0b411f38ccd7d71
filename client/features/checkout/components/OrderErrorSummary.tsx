// After a refused order.
import { useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { ErrorSummary } from '../../../ui/forms/ErrorSummary';
import { fieldElementId } from '../fields';
import { selectCheckout, selectErrorSummary } from '../selectors';

/** After a refused order: every problem in one place, each field's message a link to it. */
export function OrderErrorSummary() {
  const entries = useAppSelector(selectErrorSummary);
  const { attempt } = useAppSelector(selectCheckout);
  return (
    <ErrorSummary
      title={__('Your order could not be placed')}
      entries={entries.map(({ field, message }) => ({
        key: field ?? message,
        message,
        fieldId: field === null ? null : fieldElementId(field),
      }))}
      refusals={attempt}
      role="region"
      headingLevel={2}
      focusOnOpen
    />
  );
}
