// The contact form controls' hold on the store: a field's value and message, and CF7's "change"
// (leaving a field whose value changed) in place of React's change on every keystroke.
import { useRef } from 'react';
import type { FieldValue } from '../values';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { useSteadyWhilePressed } from '../../../ui/pointerPress';
import { selectContactForm, selectFieldError } from '../selectors';
import { fieldCommitted } from '../slice';
import { useFormUnit } from './FormContext';

/**
 * A field's value and error from the store. The error (its line under the field) waits while a
 * pointer is pressed: pressing the send button takes the focus from the field, whose check then
 * adds or removes that line and would move the button out from under the press.
 */
export function useField(name: string) {
  const { unitTag } = useFormUnit();
  const value: FieldValue | undefined = useAppSelector(
    (state) => selectContactForm(state, unitTag)?.values[name],
  );
  const error = useSteadyWhilePressed(
    useAppSelector((state) => selectFieldError(state, unitTag, name)),
  );
  return { unitTag, value, error };
}

/**
 * A text control "changes" (the event CF7 validates on) when it loses focus with a value other
 * than the one it had when it got focus; React's onChange fires on every keystroke instead.
 */
export function useCommitOnBlur(unitTag: string, name: string, value: string) {
  const dispatch = useAppDispatch();
  const atFocus = useRef<string | null>(null);
  return {
    onFocus: () => {
      atFocus.current = value;
    },
    onBlur: () => {
      if (atFocus.current !== null && atFocus.current !== value) {
        dispatch(fieldCommitted({ unitTag, name }));
      }
      atFocus.current = null;
    },
  };
}
