// A refusal the domain decides and the caller should hear, as data: what kind of refusal it is,
// WordPress's or WooCommerce's code, the message and extra data. The domain knows nothing of HTTP:
// http/refusals.ts alone turns the kind into a status and the whole into the WordPress error shape.

/** What went wrong, in the domain's words (http/refusals.ts says which status each answers). */
export type RefusalKind =
  /** The request asks for something that cannot be: a bad parameter, an unknown product. */
  | 'invalid'
  /** Nobody is signed in, or the credentials do not match. */
  | 'unauthenticated'
  /** Someone is known but may not do this. */
  | 'forbidden'
  /** The thing named does not exist. */
  | 'notFound'
  /** The request is fine but the current state refuses it (an empty cart, a taken e-mail). */
  | 'conflict'
  /** A limit on how often or how much was reached. */
  | 'tooMany'
  /** The body, or a part of it, is bigger than the shop reads. */
  | 'tooLarge'
  /** The body comes in a form (a media type) this route does not read. */
  | 'wrongMediaType'
  /** The shop cannot take this now (a full queue); asking again later may work. */
  | 'busy'
  /** The shop does not do this at all (it keeps no trash, so a delete must be forced). */
  | 'notSupported'
  /** The shop tried and failed on its side (an image's sizes could not be made). */
  | 'failed'
  /** The WordPress site behind the storefront failed, or gave an answer it cannot use. */
  | 'upstreamFailed'
  /** The WordPress site behind the storefront did not answer in time. */
  | 'upstreamTimeout';

export interface Refusal {
  kind: RefusalKind;
  /** WordPress's or WooCommerce's error code, e.g. rest_invalid_param. */
  code: string;
  message: string;
  /** What WordPress puts beside the status in the error's data (params, details, …). */
  data?: Record<string, unknown>;
  /** Seconds after which asking again may succeed (a limit or a busy queue). */
  retryAfter?: number;
}

/** A refusal thrown rather than returned; the error handler answers it like a returned one. */
export class DomainError extends Error {
  readonly refusal: Refusal;

  constructor(refusal: Refusal) {
    super(refusal.message);
    this.name = 'DomainError';
    this.refusal = refusal;
  }
}

/** WordPress's "Invalid parameter(s): %s", in Persian: shared by the domain and http/messages. */
export function invalidParamsMessage(names: readonly string[]): string {
  return `پارامتر(های) نامعتبر: ${names.join(', ')}`;
}
