// [submit "label"], disabled while an acceptance box does not hold, with CF7's spinner after it.
import type { FormTag } from '../../../../contracts/contactForm7';
import { tagId } from '../../../../contracts/contactForm7';
import { useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { submitClass } from '../markup';
import { selectContactForm, selectSubmitDisabled } from '../selectors';
import { useFormUnit } from './FormContext';

/**
 * [submit "label"], disabled while an acceptance box does not hold, with CF7's spinner after it.
 * A grey button says nothing by itself, so a line beside it says why it is off (issue 25). Until
 * the client has started the form it stays enabled: without JavaScript the server's own
 * acceptance check answers the post.
 */
export function SubmitButton({ tag }: { tag: FormTag }) {
  const { unitTag } = useFormUnit();
  const started = useAppSelector((state) => selectContactForm(state, unitTag)?.started === true);
  const gated = useAppSelector((state) => selectSubmitDisabled(state, unitTag));
  const disabled = started && gated;
  const hintId = `${unitTag}-submit-hint`;
  return (
    <>
      <input
        type="submit"
        className={submitClass(tag)}
        id={tagId(tag)}
        value={tag.values[0] ?? __('Send')}
        disabled={disabled}
        aria-describedby={disabled ? hintId : undefined}
      />
      <span className="wpcf7-spinner" />
      {disabled && (
        <span className="wpcf7-submit-hint" id={hintId}>
          {__('Tick the consent box above to send.')}
        </span>
      )}
    </>
  );
}
