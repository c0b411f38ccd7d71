// [acceptance name optional invert]text[/acceptance].
import type { FormTag } from '../../../../contracts/contactForm7';
import { hasTagOption, tagClasses, tagId } from '../../../../contracts/contactForm7';
import { useAppDispatch } from '../../../kernel/hooks';
import { fieldChanged, fieldCommitted } from '../slice';
import { ACCEPTED } from '../values';
import { FieldWrap } from './FieldWrap';
import { useField } from './hooks';

/** [acceptance name optional invert]text[/acceptance]: a consent box whose value is "1". */
export function AcceptanceField({ tag }: { tag: FormTag }) {
  const dispatch = useAppDispatch();
  const { unitTag, value, error } = useField(tag.name);
  const classes = ['wpcf7-form-control', 'wpcf7-acceptance'];
  if (hasTagOption(tag, 'invert')) classes.push('invert');
  if (hasTagOption(tag, 'optional')) classes.push('optional');
  classes.push(...tagClasses(tag));
  if (error) classes.push('wpcf7-not-valid');
  const text = tag.content !== '' ? tag.content : (tag.values[0] ?? '');
  return (
    <FieldWrap name={tag.name} error={error}>
      <span className={classes.join(' ')}>
        <span className="wpcf7-list-item">
          <label>
            <input
              type="checkbox"
              name={tag.name}
              value={ACCEPTED}
              id={tagId(tag)}
              checked={value === ACCEPTED}
              aria-invalid={error ? 'true' : 'false'}
              aria-describedby={error?.errorId}
              onChange={(event) => {
                dispatch(
                  fieldChanged({
                    unitTag,
                    name: tag.name,
                    value: event.target.checked ? ACCEPTED : '',
                  }),
                );
                dispatch(fieldCommitted({ unitTag, name: tag.name }));
              }}
            />
            {text !== '' && <span className="wpcf7-list-item-label">{text}</span>}
          </label>
        </span>
      </span>
    </FieldWrap>
  );
}
