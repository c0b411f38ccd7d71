// The one place a domain refusal becomes HTTP: its kind picks the status WordPress or WooCommerce
// answers with, and the refusal becomes the WordPress error shape (with Retry-After when it says).
import { DomainError, type Refusal, type RefusalKind } from '../domain/domainError';
import { WpHttpError } from './wpError';

export const REFUSAL_STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  wrongMediaType: 415,
  tooMany: 429,
  failed: 500,
  notSupported: 501,
  upstreamFailed: 502,
  busy: 503,
  upstreamTimeout: 504,
};

export function refusalToWpError(refusal: Refusal): WpHttpError {
  return new WpHttpError(REFUSAL_STATUS[refusal.kind], refusal.code, refusal.message, {
    data: refusal.data ?? {},
    headers: refusal.retryAfter ? { 'retry-after': String(refusal.retryAfter) } : {},
  });
}

/** For a route that has a returned refusal in hand: throw this and the error handler answers it. */
export function refused(refusal: Refusal): DomainError {
  return new DomainError(refusal);
}
