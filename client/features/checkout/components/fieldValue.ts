// Checkout: the value of a typed field, whether the form keeps it itself (national code, note,
// transfer reference) or in the address.
import type { CheckoutValues } from '../request';
import type { TypedField } from '../slice';

/** The typed value of any text field of the form. */
export function valueOf(values: CheckoutValues, field: TypedField): string {
  switch (field) {
    case 'national_code':
    case 'customer_note':
    case 'transfer_reference':
      return values[field];
    default:
      return values.address[field];
  }
}
