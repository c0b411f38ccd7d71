// [checkbox] [checkbox*] [radio], with exclusive, free_text, label_first and default:N.
import { useEffect, useRef } from 'react';
import type { FormTag } from '../../../../contracts/contactForm7';
import {
  freeTextField,
  hasTagOption,
  tagControlName,
  tagId,
} from '../../../../contracts/contactForm7';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { controlClass } from '../markup';
import { selectContactForm, selectFreeTextEnabled } from '../selectors';
import { choiceToggled, fieldChanged, fieldCommitted } from '../slice';
import { asList, asText } from '../values';
import { FieldWrap } from './FieldWrap';
import { useField } from './hooks';

function itemClass(index: number, count: number, freeText: boolean): string {
  const classes = ['wpcf7-list-item'];
  if (index === 0) classes.push('first');
  if (index === count - 1) classes.push('last', ...(freeText ? ['has-free-text'] : []));
  return classes.join(' ');
}

/** The text box of `free_text`, usable only while the last option is chosen (reference 3.5). */
function FreeText({ tag, label, focusNext }: { tag: FormTag; label: string; focusNext: boolean }) {
  const dispatch = useAppDispatch();
  const { unitTag } = useField(tag.name);
  const name = freeTextField(tag.name);
  const value = useAppSelector((state) => asText(selectContactForm(state, unitTag)?.values[name]));
  const enabled = useAppSelector((state) => selectFreeTextEnabled(state, unitTag, tag.name));
  const input = useRef<HTMLInputElement>(null);
  // CF7 moves focus into the box when the visitor has just chosen its option.
  useEffect(() => {
    if (enabled && focusNext) input.current?.focus();
  }, [enabled, focusNext]);
  return (
    <input
      ref={input}
      type="text"
      name={name}
      className="wpcf7-free-text"
      value={value}
      disabled={!enabled}
      aria-label={sprintf(__('%s (please specify)'), label)}
      onChange={(event) => dispatch(fieldChanged({ unitTag, name, value: event.target.value }))}
    />
  );
}

/** [checkbox] [checkbox*] [radio], with exclusive, free_text, label_first and default:N. */
export function ChoiceGroup({ tag }: { tag: FormTag }) {
  const dispatch = useAppDispatch();
  const { unitTag, value, error } = useField(tag.name);
  const chosen = asList(value);
  const radio = tag.basetype === 'radio';
  const exclusive = !radio && hasTagOption(tag, 'exclusive');
  const freeText = hasTagOption(tag, 'free_text');
  const labelFirst = hasTagOption(tag, 'label_first');
  const lastChosenByVisitor = useRef(false);
  const count = tag.values.length;
  return (
    <FieldWrap name={tag.name} error={error}>
      <span
        className={controlClass(
          tag,
          exclusive ? ['wpcf7-exclusive-checkbox'] : [],
          error !== undefined,
        )}
        id={tagId(tag)}
        role={radio ? 'radiogroup' : 'group'}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error?.errorId}
        // aria-required belongs to radio groups only; a checkbox group may not carry it.
        aria-required={radio && tag.required ? 'true' : undefined}
      >
        {/* A required box group shows it as required fields are shown (the template's words
            before it carry no mark of their own), and says it to a screen reader too. */}
        {!radio && tag.required && (
          <span className="wpcf7-required-mark">
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{__('required')}</span>
          </span>
        )}
        {tag.values.map((option, index) => {
          const last = index === count - 1;
          const control = (
            <input
              type={radio ? 'radio' : 'checkbox'}
              name={tagControlName(tag)}
              value={option}
              checked={chosen.includes(option)}
              onChange={(event) => {
                const { checked } = event.target;
                lastChosenByVisitor.current = last && checked;
                if (radio) dispatch(fieldChanged({ unitTag, name: tag.name, value: option }));
                else dispatch(choiceToggled({ unitTag, name: tag.name, value: option, checked }));
                dispatch(fieldCommitted({ unitTag, name: tag.name }));
              }}
            />
          );
          const label = <span className="wpcf7-list-item-label">{option}</span>;
          return (
            <span key={option} className={itemClass(index, count, freeText)}>
              {/* Every item is labelled, also without use_label_element: a bare box has no name. */}
              <label>
                {labelFirst ? label : control}
                {labelFirst ? control : label}
              </label>
              {last && freeText && (
                <>
                  {' '}
                  <FreeText tag={tag} label={option} focusNext={lastChosenByVisitor.current} />
                </>
              )}
            </span>
          );
        })}
      </span>
    </FieldWrap>
  );
}
