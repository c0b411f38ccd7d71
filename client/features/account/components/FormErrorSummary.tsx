// The error summary of one my-account form, shown after a refused submit.
import { useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { ErrorSummary } from '../../../ui/forms/ErrorSummary';
import { FORM_FIELDS, fieldId, type FormName } from '../fields';
import { selectForm } from '../selectors';

/** The error summary of one my-account form, shown after a refused submit. */
export function FormErrorSummary({
  form,
  labels,
  groups,
}: {
  form: FormName;
  labels: (field: string) => string;
  /** Which part of the form a field is in (the billing or shipping address), said first. */
  groups?: (field: string) => string;
}) {
  // A message that names its field ("گذرواژه را بنویسید.") is shown as it is; one that does not
  // (a server's "حسابی با این ایمیل …" names it, a generic one may not) gets the label first.
  const line = (field: string, message: string) => {
    const label = labels(field);
    const named = message.includes(label) ? message : `${label}: ${message}`;
    return groups ? `${groups(field)}: ${named}` : named;
  };
  const state = useAppSelector((root) => selectForm(root, form));
  const fields = FORM_FIELDS[form].filter((field) => state.errors[field] !== undefined);
  const refused = state.rejections > 0;
  // One message about two fields ("ایمیل یا شمارهٔ موبایل … را بنویسید.") is listed once, its
  // link to the first of them.
  const entries = fields
    .map((field) => ({
      key: field,
      message: line(field, state.errors[field] ?? ''),
      fieldId: fieldId(form, field),
    }))
    .filter((entry, index, all) => all.findIndex((e) => e.message === entry.message) === index);
  return (
    <ErrorSummary
      title={fields.length > 0 ? __('Please correct the following:') : __('It did not work')}
      entries={refused ? entries : []}
      general={refused ? state.general : null}
      refusals={state.rejections}
      role="alert"
      headingLevel={3}
    />
  );
}
