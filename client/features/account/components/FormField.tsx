import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { fieldId, type FormName } from '../fields';
import { selectForm } from '../selectors';
import { fieldChanged } from '../slice';

interface FieldProps {
  form: FormName;
  field: string;
  label: string;
  required?: boolean;
  hint?: string;
}

export const errorIdOf = (id: string) => `${id}-error`;
const hintIdOf = (id: string) => `${id}-hint`;

function useField(form: FormName, field: string) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectForm(root, form));
  return {
    id: fieldId(form, field),
    value: state.values[field] ?? '',
    error: state.errors[field],
    change: (value: string) => dispatch(fieldChanged({ form, field, value })),
  };
}

function describedBy(id: string, error: string | undefined, hint: string | undefined) {
  const ids = [hint ? hintIdOf(id) : '', error ? errorIdOf(id) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="account-field__label">
      {label}
      {required ? (
        <span className="account-field__required" aria-hidden="true">
          {' *'}
        </span>
      ) : (
        <span className="account-field__optional">{` (${__('optional')})`}</span>
      )}
    </label>
  );
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={hintIdOf(id)} className="account-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdOf(id)} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

export function TextField({
  form,
  field,
  label,
  required,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  dir,
}: FieldProps & {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  dir?: 'ltr' | 'rtl' | 'auto';
}) {
  const { id, value, error, change } = useField(form, field);
  return (
    <div className="account-field">
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        name={field}
        className="account-field__input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        dir={dir}
        aria-required={required || undefined}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => change(event.target.value)}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  form,
  field,
  label,
  required,
  hint,
  placeholder,
  options,
  autoComplete,
}: FieldProps & {
  placeholder: string;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
}) {
  const { id, value, error, change } = useField(form, field);
  return (
    <div className="account-field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        name={field}
        className="account-field__input"
        value={value}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => change(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A form's submit button: aria-disabled (not disabled) while sending, so focus stays on it. */
export function SubmitButton({
  busy,
  children,
  busyText,
}: {
  busy: boolean;
  children: ReactNode;
  busyText: string;
}) {
  return (
    <button type="submit" className="button" aria-disabled={busy || undefined}>
      {busy ? busyText : children}
    </button>
  );
}
