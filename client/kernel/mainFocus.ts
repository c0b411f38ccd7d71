// Where keyboard and screen-reader users are put when the place they were at is gone: the page's
// main landmark (focusable by script only, tabindex -1), so the next Tab starts at its content.
// Used after an in-app navigation (Main.tsx) and when a dialog closes with nowhere to go back to.

export const MAIN_ID = 'main';

export function focusMainContent(doc: Document): void {
  doc.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}
