// [select] with include_blank, first_as_label and multiple.
import type { FormTag } from '../../../../contracts/contactForm7';
import { hasTagOption, tagControlName, tagId } from '../../../../contracts/contactForm7';
import { useAppDispatch } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { fieldChanged, fieldCommitted } from '../slice';
import { controlClass, autocompleteOf } from '../markup';
import { asList, asText, hasBlankOption, isMultiple, selectChoices } from '../values';
import { ariaFor, FieldWrap } from './FieldWrap';
import { useField } from './hooks';

/** [select] with include_blank, first_as_label and multiple. */
export function SelectField({ tag }: { tag: FormTag }) {
  const dispatch = useAppDispatch();
  const { unitTag, value, error } = useField(tag.name);
  const multiple = isMultiple(tag);
  const blankLabel = hasTagOption(tag, 'first_as_label')
    ? (tag.values[0] ?? '')
    : __('—Please choose an option—');
  return (
    <FieldWrap name={tag.name} error={error}>
      <select
        name={tagControlName(tag)}
        id={tagId(tag)}
        className={controlClass(tag, [], error !== undefined)}
        multiple={multiple}
        autoComplete={autocompleteOf(tag)}
        value={multiple ? asList(value) : asText(value)}
        {...ariaFor(error, tag.required)}
        onChange={(event) => {
          const chosen = multiple
            ? Array.from(event.target.selectedOptions, (option) => option.value)
            : event.target.value;
          dispatch(fieldChanged({ unitTag, name: tag.name, value: chosen }));
          dispatch(fieldCommitted({ unitTag, name: tag.name }));
        }}
      >
        {hasBlankOption(tag) && !multiple && <option value="">{blankLabel}</option>}
        {selectChoices(tag).map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </FieldWrap>
  );
}
