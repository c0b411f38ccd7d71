// A checkout field.
import type { HTMLAttributes } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { TextField as Field } from '../../../ui/forms/FormField';
import { fieldElementId } from '../fields';
import { selectCheckout } from '../selectors';
import { fieldTyped, type TypedField } from '../slice';
import { valueOf } from './fieldValue';

interface TextFieldProps {
  field: TypedField;
  label: string;
  required?: boolean;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Latin-script values (email, phone, postcode) read left to right inside the RTL page. */
  ltr?: boolean;
  hint?: string;
  multiline?: boolean;
}

/** A checkout field: the shared labelled field, fed by the checkout's values and messages. */
export function TextField({ field, ltr = false, ...rest }: TextFieldProps) {
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  return (
    <Field
      {...rest}
      id={fieldElementId(field)}
      name={field}
      value={valueOf(checkout.values, field)}
      error={checkout.errors[field]}
      dir={ltr ? 'ltr' : undefined}
      className={`checkout-field--${field.replace(/_/g, '-')}`}
      onChange={(value) => dispatch(fieldTyped({ field, value }))}
    />
  );
}
