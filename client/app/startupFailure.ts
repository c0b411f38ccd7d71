// Without a valid bootstrap config the app cannot talk to the site.
import { __ } from '../i18n';

/**
 * Without a valid bootstrap config the app cannot talk to the site. Developers get the reason in
 * the console; visitors get a Persian sentence instead of a blank page.
 */
export function showStartupFailure(root: HTMLElement, problem: string): void {
  console.error(`Shop start-up failed: ${problem}`);
  const message = root.ownerDocument.createElement('p');
  message.className = 'startup-failure';
  message.setAttribute('role', 'alert');
  message.textContent = __(
    'The shop could not be started. Please reload the page in a few minutes.',
  );
  root.replaceChildren(message);
}
