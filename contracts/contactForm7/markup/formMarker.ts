// Whether a page's HTML may hold a CF7 form, without parsing it: every form readPageForms reads is
// a `.wpcf7` wrapper carrying this attribute, so HTML without its name holds none. A page that
// only mentions it is read in full and found to hold nothing (the app then loads the forms' code
// for nothing, which is all a false "yes" costs).
export const FORM_WRAPPER_ID = 'data-wpcf7-id';

// Attribute names are case-insensitive in HTML; the parser lower-cases them.
const MARKER = new RegExp(FORM_WRAPPER_ID, 'i');

export function mayHoldContactForms(html: string): boolean {
  return MARKER.test(html);
}
