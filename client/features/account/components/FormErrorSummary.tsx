import { useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { ErrorSummary } from '../../../ui/forms/ErrorSummary';
import { FORM_FIELDS, fieldId, type FormName } from '../fields';
import { selectForm } from '../selectors';

/** The error summary of one my-account form, shown after a refused submit. */
export function FormErrorSummary({
  form,
  labels,
}: {
  form: FormName;
  labels: (field: string) => string;
}) {
  const state = useAppSelector((root) => selectForm(root, form));
  const fields = FORM_FIELDS[form].filter((field) => state.errors[field] !== undefined);
  const refused = state.rejections > 0;
  return (
    <ErrorSummary
      title={fields.length > 0 ? __('Please correct the following:') : __('It did not work')}
      entries={
        refused
          ? fields.map((field) => ({
              key: field,
              message: `${labels(field)}: ${state.errors[field]}`,
              fieldId: fieldId(form, field),
            }))
          : []
      }
      general={refused ? state.general : null}
      refusals={state.rejections}
      role="alert"
      headingLevel={3}
    />
  );
}
