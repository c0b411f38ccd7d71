// The fields and submit button of the account forms: the shared labelled field of ui/forms,
// reading and writing that form's values and messages in the store.
import type { ComponentProps, ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { TextField as Field } from '../../../ui/forms/FormField';
import { fieldId, type FormName } from '../fields';
import { selectForm } from '../selectors';
import { fieldChanged } from '../slice';

/** A field's id, value, message and change handler in one of the account forms. */
export function useAccountField(form: FormName, field: string) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectForm(root, form));
  return {
    id: fieldId(form, field),
    name: field,
    value: state.values[field] ?? '',
    error: state.errors[field],
    onChange: (value: string) => dispatch(fieldChanged({ form, field, value })),
  };
}

type SharedProps = Omit<
  ComponentProps<typeof Field>,
  'id' | 'name' | 'value' | 'error' | 'onChange'
>;

/** An account form's text field: the shared labelled field, fed by that form's state. */
export function TextField({
  form,
  field,
  ...rest
}: SharedProps & { form: FormName; field: string }) {
  const state = useAccountField(form, field);
  return <Field {...rest} {...state} />;
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
