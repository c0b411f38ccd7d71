// A refusal the domain decides and the caller should hear, as data: the status, code, message and
// extra data a WordPress error carries. The domain knows nothing of HTTP; http/errorHandler.ts
// turns this into the WordPress error shape, so every route answers refusals the same way.

export class DomainError extends Error {
  /** The HTTP-style status WordPress answers this refusal with (400 for a bad parameter). */
  readonly status: number;
  /** WordPress's or WooCommerce's error code, e.g. rest_invalid_param. */
  readonly code: string;
  /** What WordPress puts beside `status` in the error's data (params, details, …). */
  readonly data: Record<string, unknown>;

  constructor(status: number, code: string, message: string, data: Record<string, unknown> = {}) {
    super(message);
    this.name = 'DomainError';
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

/** WordPress's "Invalid parameter(s): %s", in Persian: shared by the domain and http/messages. */
export function invalidParamsMessage(names: readonly string[]): string {
  return `پارامتر(های) نامعتبر: ${names.join(', ')}`;
}
