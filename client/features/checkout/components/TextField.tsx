import type { HTMLAttributes } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';
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

/**
 * One labelled field with its hint and the server's message for it: aria-invalid while the
 * message stands, aria-describedby naming hint and message, so both are read with the field.
 */
export function TextField({
  field,
  label,
  required = false,
  type = 'text',
  autoComplete,
  inputMode,
  ltr = false,
  hint,
  multiline = false,
}: TextFieldProps) {
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  const id = fieldElementId(field);
  const error = checkout.errors[field];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name: field,
    value: valueOf(checkout.values, field),
    required,
    autoComplete,
    'aria-invalid': error !== undefined,
    'aria-describedby': describedBy || undefined,
    dir: ltr ? 'ltr' : undefined,
    className: 'checkout-field__input',
  };
  return (
    <div className={`checkout-field checkout-field--${field.replace(/_/g, '-')}`}>
      <label htmlFor={id} className="checkout-field__label">
        {label}
        {required ? (
          <span className="checkout-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="checkout-field__optional"> {__('(optional)')}</span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="checkout-field__hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          onChange={(event) => dispatch(fieldTyped({ field, value: event.target.value }))}
        />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          onChange={(event) => dispatch(fieldTyped({ field, value: event.target.value }))}
        />
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
