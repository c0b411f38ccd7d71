// [acceptance name optional invert]text[/acceptance].
import type { FormTag } from '../../../../contracts/contactForm7';
import { tagId } from '../../../../contracts/contactForm7';
import { useAppDispatch } from '../../../kernel/hooks';
import { fieldChanged, fieldCommitted } from '../slice';
import { ACCEPTED } from '../values';
import { acceptanceClass } from '../markup';
import { FieldWrap } from './FieldWrap';
import { useField } from './hooks';

/** [acceptance name optional invert]text[/acceptance]: a consent box whose value is "1". */
export function AcceptanceField({ tag }: { tag: FormTag }) {
  const dispatch = useAppDispatch();
  const { unitTag, value, error } = useField(tag.name);
  const text = tag.content !== '' ? tag.content : (tag.values[0] ?? '');
  return (
    <FieldWrap name={tag.name} error={error}>
      <span className={acceptanceClass(tag, Boolean(error))}>
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
