// [text] [email] [url] [tel] [number] [range] [date], starred or not.
import type { FormTag } from '../../../../contracts/contactForm7';
import {
  tagColsRows,
  tagDateOption,
  tagId,
  tagMaxLength,
  tagMinLength,
  tagNumberOption,
  tagPlaceholder,
  tagSize,
} from '../../../../contracts/contactForm7';
import { useAppDispatch } from '../../../kernel/hooks';
import { autocompleteOf, controlClass, isReadonly, textControlExtras } from '../markup';
import { fieldChanged } from '../slice';
import { asText } from '../values';
import { ariaFor, FieldWrap } from './FieldWrap';
import { useCommitOnBlur, useField } from './hooks';

/** Addresses, numbers and dates read left to right even in a Persian form. */
const LEFT_TO_RIGHT = new Set(['email', 'url', 'tel', 'number', 'date']);

function lengthLimits(tag: FormTag, defaultMax: number) {
  const maxLength = tagMaxLength(tag) ?? defaultMax;
  const minLength = tagMinLength(tag);
  // CF7 drops both when they contradict each other.
  if (minLength !== undefined && maxLength < minLength) return {};
  return { maxLength, ...(minLength !== undefined ? { minLength } : {}) };
}

/**
 * Number fields are text inputs with a decimal keypad: a browser's type="number" refuses the
 * Persian digits a Persian keyboard types (۱۲۰), which the shop's rules accept and normalise.
 */
function inputType(basetype: FormTag['basetype']): { type: string; inputMode?: 'decimal' } {
  return basetype === 'number' ? { type: 'text', inputMode: 'decimal' } : { type: basetype };
}

function typeAttributes(tag: FormTag) {
  switch (tag.basetype) {
    case 'number':
      return {};
    case 'range': {
      const min = tagNumberOption(tag, 'min');
      const max = tagNumberOption(tag, 'max');
      const step = tagNumberOption(tag, 'step');
      return { min, max, step };
    }
    case 'date':
      return { min: tagDateOption(tag, 'min'), max: tagDateOption(tag, 'max') };
    default:
      return { size: tagSize(tag) ?? 40, ...lengthLimits(tag, 400) };
  }
}

/** [text] [email] [url] [tel] [number] [range] [date], starred or not. */
export function TextField({ tag }: { tag: FormTag }) {
  const dispatch = useAppDispatch();
  const { unitTag, value, error } = useField(tag.name);
  const text = asText(value);
  const commit = useCommitOnBlur(unitTag, tag.name, text);
  return (
    <FieldWrap name={tag.name} error={error}>
      <input
        {...inputType(tag.basetype)}
        name={tag.name}
        id={tagId(tag)}
        className={controlClass(tag, textControlExtras(tag.basetype), error !== undefined)}
        value={text}
        placeholder={tagPlaceholder(tag)}
        autoComplete={autocompleteOf(tag)}
        readOnly={isReadonly(tag)}
        dir={LEFT_TO_RIGHT.has(tag.basetype) ? 'ltr' : undefined}
        {...typeAttributes(tag)}
        {...ariaFor(error, tag.required)}
        onChange={(event) =>
          dispatch(fieldChanged({ unitTag, name: tag.name, value: event.target.value }))
        }
        {...commit}
      />
    </FieldWrap>
  );
}

/** [textarea], default maxlength 2000 as CF7. */
export function TextArea({ tag }: { tag: FormTag }) {
  const dispatch = useAppDispatch();
  const { unitTag, value, error } = useField(tag.name);
  const text = asText(value);
  const commit = useCommitOnBlur(unitTag, tag.name, text);
  const { cols, rows } = tagColsRows(tag);
  return (
    <FieldWrap name={tag.name} error={error}>
      <textarea
        name={tag.name}
        id={tagId(tag)}
        className={controlClass(tag, [], error !== undefined)}
        cols={cols ?? 40}
        rows={rows ?? 10}
        value={text}
        placeholder={tagPlaceholder(tag)}
        autoComplete={autocompleteOf(tag)}
        readOnly={isReadonly(tag)}
        {...lengthLimits(tag, 2000)}
        {...ariaFor(error, tag.required)}
        onChange={(event) =>
          dispatch(fieldChanged({ unitTag, name: tag.name, value: event.target.value }))
        }
        {...commit}
      />
    </FieldWrap>
  );
}

/** [hidden name "value"]: posted as it is, never shown. */
export function HiddenField({ tag }: { tag: FormTag }) {
  const { value } = useField(tag.name);
  return (
    <input
      type="hidden"
      name={tag.name}
      id={tagId(tag)}
      className="wpcf7-form-control wpcf7-hidden"
      value={asText(value)}
      autoComplete="off"
    />
  );
}
