// The media interactions upload, edit and post-process files: a live site answers them only for a
// signed-in user who may upload (an author or above). Without --cookie contracts:verify cannot be
// that user, so it reports them as skipped with what to pass, not as failures.
import { STATES } from '../consumer/wordpressContract';

export const AUTHOR_COOKIE_SKIP_REASON =
  "needs a signed-in author's cookie (a user who may upload files): pass --cookie 'name=value'";

/** The media states, each with the reason to skip it, when no cookie was given; else none. */
export function authorOnlyStates(cookie: string | undefined): Record<string, string> {
  if (cookie !== undefined && cookie.trim() !== '') return {};
  return Object.fromEntries(
    [STATES.canUpload, STATES.mediaExists, STATES.imageWithoutSubSizes].map((state) => [
      state,
      AUTHOR_COOKIE_SKIP_REASON,
    ]),
  );
}
