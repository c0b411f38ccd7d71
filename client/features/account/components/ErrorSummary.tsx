import { useEffect, useId, useRef } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { FORM_FIELDS, fieldId, type FormName } from '../fields';
import { selectForm } from '../selectors';

/**
 * The list of what is wrong, at the top of the form, each item a link to its field. After every
 * refused submit it takes focus, so keyboard and screen reader users start from it.
 */
export function ErrorSummary({
  form,
  labels,
}: {
  form: FormName;
  labels: (field: string) => string;
}) {
  const state = useAppSelector((root) => selectForm(root, form));
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const fields = FORM_FIELDS[form].filter((field) => state.errors[field] !== undefined);
  const shown = state.rejections > 0 && (fields.length > 0 || state.general !== null);

  // Only a refusal that happens while the form is on screen moves focus, not an old one.
  const seen = useRef(state.rejections);
  useEffect(() => {
    if (state.rejections === seen.current) return;
    seen.current = state.rejections;
    ref.current?.focus();
  }, [state.rejections]);

  if (!shown) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby={headingId} tabIndex={-1} ref={ref}>
      <h3 id={headingId} className="error-summary__title">
        {fields.length > 0 ? __('Please correct the following:') : __('It did not work')}
      </h3>
      {state.general !== null && <p className="error-summary__general">{state.general}</p>}
      {fields.length > 0 && (
        <ul className="error-summary__list">
          {fields.map((field) => (
            <li key={field}>
              <a
                href={`#${fieldId(form, field)}`}
                onClick={(event) => {
                  // Following the anchor only scrolls; the shopper wants to type there.
                  const input = document.getElementById(fieldId(form, field));
                  if (input) {
                    event.preventDefault();
                    input.focus();
                  }
                }}
              >
                {labels(field)}: {state.errors[field]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
