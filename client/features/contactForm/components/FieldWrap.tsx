// `.wpcf7-form-control-wrap[data-name]` with its error tip (hidden from AT: the list says it).
import type { ReactNode } from 'react';
import type { FieldError } from '../fieldErrors';

/** `.wpcf7-form-control-wrap[data-name]` with its error tip (hidden from AT: the list says it). */
export function FieldWrap({
  name,
  error,
  children,
}: {
  name: string;
  error: FieldError | undefined;
  children: ReactNode;
}) {
  return (
    <span className="wpcf7-form-control-wrap" data-name={name}>
      {children}
      {error && (
        <span className="wpcf7-not-valid-tip" aria-hidden="true">
          {error.message}
        </span>
      )}
    </span>
  );
}

/** The aria attributes every control carries (reference 3.7). */
export function ariaFor(error: FieldError | undefined, required: boolean) {
  return {
    'aria-invalid': error ? ('true' as const) : ('false' as const),
    ...(error ? { 'aria-describedby': error.errorId } : {}),
    ...(required ? { 'aria-required': 'true' as const } : {}),
  };
}
