// The form state a server status maps to (SPEC section 4, reference 2.2). The slug is written to the
// form's data-status and class list, so CSS and analytics snippets read the same names as CF7's.

/** Server (or transient) status -> form state, exactly CF7 6.1's table. */
const KNOWN: ReadonlyMap<string, string> = new Map([
  ['init', 'init'],
  ['validation_failed', 'invalid'],
  ['acceptance_missing', 'unaccepted'],
  ['spam', 'spam'],
  ['aborted', 'aborted'],
  ['mail_sent', 'sent'],
  ['mail_failed', 'failed'],
  ['submitting', 'submitting'],
  ['resetting', 'resetting'],
  ['validating', 'validating'],
  ['payment_required', 'payment-required'],
]);

const KNOWN_SLUGS: ReadonlySet<string> = new Set(KNOWN.values());

export type KnownSlug =
  | 'init'
  | 'invalid'
  | 'unaccepted'
  | 'spam'
  | 'aborted'
  | 'sent'
  | 'failed'
  | 'submitting'
  | 'resetting'
  | 'validating'
  | 'payment-required';

/**
 * CF7's client rule for anything else: the FIRST run of characters outside 0-9a-z becomes a space,
 * the value is trimmed, the FIRST whitespace run becomes "-", and "custom-" goes in front. The
 * replacements are deliberately not global (too_many_requests -> custom-too-many_requests), because
 * sites' CSS and snippets were written against exactly these names.
 */
export function statusSlug(status: string): string {
  const mapped = KNOWN.get(status) ?? status;
  if (KNOWN_SLUGS.has(mapped)) return mapped;
  const spaced = mapped.replace(/[^0-9a-z]+/i, ' ').trim();
  return `custom-${spaced.replace(/\s+/, '-')}`;
}

export function isKnownSlug(slug: string): slug is KnownSlug {
  return KNOWN_SLUGS.has(slug);
}

/** Submission outcomes that raise an event of their own, named after CF7's. */
const OUTCOME_EVENTS: Readonly<Record<string, string>> = {
  validation_failed: 'wpcf7invalid',
  acceptance_missing: 'wpcf7unaccepted',
  spam: 'wpcf7spam',
  aborted: 'wpcf7aborted',
  mail_sent: 'wpcf7mailsent',
  mail_failed: 'wpcf7mailfailed',
};

/** The outcome event for an API status, or null for statuses that only raise wpcf7submit. */
export function outcomeEventName(apiStatus: string): string | null {
  return OUTCOME_EVENTS[apiStatus] ?? null;
}

/** Where the response output is shown at all (CF7's CSS hides it in these states). */
export function showsResponseOutput(slug: string): boolean {
  return slug !== 'init' && slug !== 'resetting' && slug !== 'submitting';
}
