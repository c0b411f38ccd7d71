// [captchac name].
import type { FormTag } from '../../../../contracts/contactForm7';
import { captchaChallengeField, tagId, tagSize } from '../../../../contracts/contactForm7';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { captchaImageClass, captchaImageSize, controlClass } from '../markup';
import { selectContactForm } from '../selectors';
import { captchaRefreshRequested, fieldChanged } from '../slice';
import { asText } from '../values';
import { ariaFor, FieldWrap } from './FieldWrap';
import { useCommitOnBlur, useField } from './hooks';

/** [captchac name]: the image and its challenge. */
export function CaptchaImage({ tag }: { tag: FormTag }) {
  const { unitTag } = useField(tag.name);
  const captcha = useAppSelector((state) => selectContactForm(state, unitTag)?.captcha[tag.name]);
  const { width, height } = captchaImageSize(tag);
  return (
    <span className="wpcf7-captcha-challenge">
      <input
        type="hidden"
        name={captchaChallengeField(tag.name)}
        value={captcha?.challenge ?? ''}
      />
      {captcha && (
        <img
          className={captchaImageClass(tag)}
          src={captcha.url}
          alt={__('Security code image')}
          width={width}
          height={height}
        />
      )}
    </span>
  );
}

/**
 * [captchar name]: where the visitor types what the image shows, and a "new image" button, the
 * shop's addition: CF7 only replaces the image after a submission, so an unreadable one could not
 * be swapped. It comes after the input so that a template's <label> around both still labels the
 * input (a label names its first labelable descendant).
 */
export function CaptchaAnswer({ tag }: { tag: FormTag }) {
  const dispatch = useAppDispatch();
  const { unitTag, value, error } = useField(tag.name);
  const text = asText(value);
  const commit = useCommitOnBlur(unitTag, tag.name, text);
  return (
    <FieldWrap name={tag.name} error={error}>
      <input
        type="text"
        name={tag.name}
        id={tagId(tag)}
        size={tagSize(tag) ?? 40}
        maxLength={40}
        className={controlClass({ ...tag, required: false }, [], error !== undefined)}
        autoComplete="off"
        dir="ltr"
        value={text}
        {...ariaFor(error, false)}
        onChange={(event) =>
          dispatch(fieldChanged({ unitTag, name: tag.name, value: event.target.value }))
        }
        {...commit}
      />{' '}
      <button
        type="button"
        className="wpcf7-captcha-refresh"
        onClick={() => dispatch(captchaRefreshRequested({ unitTag }))}
      >
        {__('New image')}
      </button>
    </FieldWrap>
  );
}
