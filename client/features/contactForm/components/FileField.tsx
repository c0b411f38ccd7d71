// [file name limit:2mb filetypes:jpg|pdf].
import type { FormTag } from '../../../../contracts/contactForm7';
import { tagFileAccept, tagId } from '../../../../contracts/contactForm7';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { controlClass } from '../markup';
import { selectContactForm } from '../selectors';
import { fieldCommitted, filesChosen } from '../slice';
import { ariaFor, FieldWrap } from './FieldWrap';
import { useField } from './hooks';

/**
 * [file name limit:2mb filetypes:jpg|pdf]. A file input cannot be controlled, so the files stay in
 * the element (the submission reads them from there) and the store keeps their names and sizes
 * for change-validation; a reset rebuilds the input empty through the form's generation.
 *
 * The browser's own button says "Choose File / No file chosen" in the browser's language; the
 * real input lies transparent over a Persian face instead, so clicks, keyboard and screen readers
 * still reach the native control.
 */
export function FileField({ tag }: { tag: FormTag }) {
  const dispatch = useAppDispatch();
  const { unitTag, error } = useField(tag.name);
  const generation = useAppSelector((state) => selectContactForm(state, unitTag)?.generation ?? 0);
  const chosen = useAppSelector((state) => selectContactForm(state, unitTag)?.files[tag.name]);
  const names = (chosen ?? []).map((file) => file.name).join('، ');
  return (
    <FieldWrap name={tag.name} error={error}>
      <span className="wpcf7-file-picker">
        <input
          key={generation}
          type="file"
          name={tag.name}
          id={tagId(tag)}
          size={40}
          className={controlClass(tag, [], error !== undefined)}
          accept={tagFileAccept(tag).join(',')}
          {...ariaFor(error, tag.required)}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [], (file) => ({
              name: file.name,
              size: file.size,
              type: file.type,
            }));
            dispatch(filesChosen({ unitTag, name: tag.name, files }));
            dispatch(fieldCommitted({ unitTag, name: tag.name }));
          }}
        />
        <span className="wpcf7-file-picker__face" aria-hidden="true">
          <span className="wpcf7-file-picker__button">{__('Choose a file')}</span>
          <span className="wpcf7-file-picker__name">{names || __('No file chosen')}</span>
        </span>
      </span>
    </FieldWrap>
  );
}
