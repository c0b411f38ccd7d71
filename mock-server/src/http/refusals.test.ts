// The domain's refusal kinds become WordPress's statuses here and nowhere else.
import { DomainError, type RefusalKind } from '../domain/domainError';
import { REFUSAL_STATUS, refusalToWpError, refused } from './refusals';

describe('refusalToWpError', () => {
  it.each<[RefusalKind, number]>([
    ['invalid', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['notFound', 404],
    ['conflict', 409],
    ['tooLarge', 413],
    ['wrongMediaType', 415],
    ['tooMany', 429],
    ['failed', 500],
    ['notSupported', 501],
    ['upstreamFailed', 502],
    ['busy', 503],
    ['upstreamTimeout', 504],
  ])('answers a %s refusal with %d in the WordPress shape', (kind, status) => {
    const error = refusalToWpError({ kind, code: 'x_code', message: 'پیام', data: { params: {} } });
    expect(REFUSAL_STATUS[kind]).toBe(status);
    expect(error.toBody()).toEqual({
      code: 'x_code',
      message: 'پیام',
      data: { status, params: {} },
    });
    expect(error.headers).toEqual({});
  });

  it('sends Retry-After only when the refusal says when to ask again', () => {
    const limited = refusalToWpError({ kind: 'tooMany', code: 'c', message: 'm', retryAfter: 90 });
    expect(limited.headers).toEqual({ 'retry-after': '90' });
    expect(limited.toBody()).toEqual({ code: 'c', message: 'm', data: { status: 429 } });
  });

  it('refused() wraps a returned refusal so the error handler answers it', () => {
    const error = refused({ kind: 'conflict', code: 'c', message: 'm' });
    expect(error).toBeInstanceOf(DomainError);
    expect(error.refusal.kind).toBe('conflict');
  });
});
