// Whether contact forms may start at all (SPEC section 8, reference 2.1): CF7 needs its
// configuration and window.fetch, and says so in the console otherwise.
import { API_NAMESPACE } from '../../../contracts/contactForm7';

/** What CF7's `wpcf7` global holds, made from the shop's bootstrap configuration. */
export interface Wpcf7Settings {
  api: { root: string; namespace: string };
}

export const NOT_DEFINED = 'wpcf7 is not defined.';
export const API_NOT_DEFINED = 'wpcf7.api is not defined.';
export const NO_FETCH = 'Your browser does not support window.fetch().';

/** The settings CF7 would localise into the page, or undefined when the config has no API root. */
export function wpcf7Settings(config: { apiRoot?: string } | undefined): Wpcf7Settings | undefined {
  if (!config) return undefined;
  const root = config.apiRoot?.trim() ?? '';
  return root === '' ? undefined : { api: { root, namespace: API_NAMESPACE } };
}

/** The console message that stops every form, in CF7's order of checks; null when all is well. */
export function bootProblem(environment: {
  settings: Partial<Wpcf7Settings> | undefined;
  fetch: unknown;
}): string | null {
  if (environment.settings === undefined) return NOT_DEFINED;
  if (environment.settings.api === undefined) return API_NOT_DEFINED;
  if (typeof environment.fetch !== 'function') return NO_FETCH;
  return null;
}
