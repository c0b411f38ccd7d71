// The error a handler or hook throws when it already knows the WordPress answer it stands for
// (status, code, message); the error handler sends it as it is.
import type { WpError } from '../../../contracts/wp';

/**
 * An error that already knows its WordPress shape. Handlers and hooks throw it; the error
 * handler sends it as is, so every route answers failures the same way.
 */
export class WpHttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly extraData: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    options: { data?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'WpHttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.extraData = options.data ?? {};
    this.headers = options.headers ?? {};
  }

  toBody(): WpError {
    return {
      code: this.code,
      message: this.message,
      data: { status: this.statusCode, ...this.extraData },
    };
  }
}

export function isWpHttpError(error: unknown): error is WpHttpError {
  return error instanceof WpHttpError;
}
