// The labelled text, textarea and select fields every form uses: label, hint, control and its
// message, tied together for screen readers. Each feature's store feeds them.
import type { HTMLAttributes, HTMLInputTypeAttribute, ReactNode } from 'react';
import { __ } from '../../i18n';
import './forms.css';

/** What every labelled field takes; the feature's store supplies value, error and onChange. */
export interface FieldProps {
  /** The element id: labels and error summaries point at it. */
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: string;
  /** The message about the current value, while it stands. */
  error?: string;
  autoComplete?: string;
  /** Extra classes on the wrapper, e.g. a layout modifier. */
  className?: string;
}

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

/**
 * Label, hint, the control and the message about it. The control carries aria-invalid while a
 * message stands and aria-describedby naming hint and message, so both are read with the field.
 */
function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: Pick<FieldProps, 'id' | 'label' | 'required' | 'hint' | 'error' | 'className'> & {
  children: ReactNode;
}) {
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : (
          <span className="form-field__optional"> {__('(optional)')}</span>
        )}
      </label>
      {hint && (
        <p id={hintIdOf(id)} className="form-field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorIdOf(id)} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function controlAttributes({ id, name, value, required = false, hint, error }: FieldProps) {
  const describedBy = [hint ? hintIdOf(id) : '', error ? errorIdOf(id) : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    name,
    value,
    required,
    className: 'form-field__input',
    'aria-invalid': error !== undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** One labelled text input (or textarea, when multiline). */
export function TextField(
  props: FieldProps & {
    type?: HTMLInputTypeAttribute;
    inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
    /** Latin-script values (email, phone, postcode) read left to right inside the RTL page. */
    dir?: 'ltr';
    multiline?: boolean;
  },
) {
  const { type = 'text', inputMode, dir, multiline = false, autoComplete, onChange } = props;
  const common = { ...controlAttributes(props), autoComplete, dir };
  return (
    <FieldFrame {...props}>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** One labelled native select with an empty first option that asks for a choice. */
export function SelectField(
  props: FieldProps & {
    placeholder: string;
    options: readonly { value: string; label: string }[];
  },
) {
  const { placeholder, options, autoComplete, onChange } = props;
  return (
    <FieldFrame {...props}>
      <select
        {...controlAttributes(props)}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
