// Contact forms: what a control deep in a form's template needs without being handed it, namely
// the form it belongs to and the template <label> it sits in.
import { createContext, useContext } from 'react';

/** Which form instance the controls below belong to, and the state slug for inert areas. */
export interface FormUnit {
  unitTag: string;
  status: string;
}

export const FormUnitContext = createContext<FormUnit>({ unitTag: '', status: 'init' });

export function useFormUnit(): FormUnit {
  return useContext(FormUnitContext);
}

/** Inside a template <label>: a control there must not open a second label (labels do not nest). */
export const InsideLabelContext = createContext(false);

export function useInsideLabel(): boolean {
  return useContext(InsideLabelContext);
}

/**
 * The words of the template <label> a control sits in ("تاریخ شروع همکاری"), so a control that
 * adds buttons of its own can name the field as its label does.
 */
export const LabelTextContext = createContext('');

export function useLabelText(): string {
  return useContext(LabelTextContext);
}
