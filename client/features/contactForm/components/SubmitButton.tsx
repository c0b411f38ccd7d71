import type { FormTag } from '../../../../contracts/contactForm7';
import { tagClasses, tagId } from '../../../../contracts/contactForm7';
import { useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { selectSubmitDisabled } from '../selectors';
import { useFormUnit } from './FormContext';

/** [submit "label"], disabled while an acceptance box does not hold, with CF7's spinner after it. */
export function SubmitButton({ tag }: { tag: FormTag }) {
  const { unitTag } = useFormUnit();
  const disabled = useAppSelector((state) => selectSubmitDisabled(state, unitTag));
  const classes = ['wpcf7-form-control', 'wpcf7-submit', 'has-spinner', ...tagClasses(tag)];
  return (
    <>
      <input
        type="submit"
        className={classes.join(' ')}
        id={tagId(tag)}
        value={tag.values[0] ?? __('Send')}
        disabled={disabled}
      />
      <span className="wpcf7-spinner" />
    </>
  );
}
