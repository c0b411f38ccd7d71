// The contact form feature's only DOM access, called from its sagas (DESIGN: sagas own DOM
// effects): finding a form by unit tag, reading what it would post, and raising CF7's events.

/** The wrapper `<div class="wpcf7" id="{unitTag}">`. */
export function findWrapper(unitTag: string, doc: Document = document): HTMLElement | null {
  return doc.getElementById(unitTag);
}

export function findFormElement(unitTag: string, doc: Document = document): HTMLFormElement | null {
  const form = findWrapper(unitTag, doc)?.querySelector('form.wpcf7-form');
  return form instanceof HTMLFormElement ? form : null;
}

/** CF7 3.9: a contact form inside another form cannot work (forms do not nest). */
export function isInsideAnotherForm(wrapper: Element): boolean {
  return wrapper.parentElement?.closest('form') != null;
}

/** Everything the form posts, as the browser would build it, plus the pressed button. */
export function collectFormData(
  form: HTMLFormElement,
  submitter?: { name: string; value: string },
): FormData {
  const data = new FormData(form);
  if (submitter && submitter.name !== '') data.append(submitter.name, submitter.value);
  return data;
}

/** `wpcf7{name}` as a bubbling CustomEvent on the form, the way CF7 raises it. */
export function dispatchFormEvent(form: HTMLFormElement, name: string, detail: unknown): void {
  form.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
}

/**
 * The constraint-validation message of each control, so `:invalid` styling and the browser's own
 * bubble (if a site turns novalidate off) say what the tips say. Empty clears it.
 */
export function syncCustomValidity(
  form: HTMLFormElement,
  messages: ReadonlyMap<string, string>,
): void {
  for (const wrap of form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap[data-name]')) {
    const message = messages.get(wrap.dataset.name ?? '') ?? '';
    for (const control of wrap.querySelectorAll('.wpcf7-form-control')) {
      if (
        control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement
      ) {
        control.setCustomValidity(message);
      }
    }
  }
}
