// Every rejection from client/api is a WpApiError whose message is ready to show
// in Persian; the catalogue messages of SPEC section 8 are keyed by code.
import { __ } from '../i18n';

export class WpApiError extends Error {
  readonly code: string;
  readonly status: number | undefined;
  readonly data: unknown;

  constructor(code: string, message: string, status?: number, data?: unknown) {
    super(message);
    this.name = 'WpApiError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

/**
 * A message the site wrote, in the shop's Persian when the shop knows it (i18n/siteMessages.ts),
 * read as text. The reader and its strings come in a chunk of their own, fetched by the first
 * error that carries such a message (issue 29); without it (offline) the message stays as written.
 */
async function readSiteMessage(message: string): Promise<string> {
  try {
    const { siteMessageReader } = await import(
      /* webpackChunkName: "site-messages" */ '../i18n/siteMessageReader'
    );
    return siteMessageReader()(message);
  } catch {
    return message;
  }
}

const catalogue: Record<string, () => string> = {
  fetch_error: () => __('You are probably offline.'),
  invalid_json: () => __('The response is not a valid JSON response.'),
  unknown_error: () => __('An unknown error occurred.'),
  post_process: () =>
    __(
      'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    ),
  abort_error: () => __('The request was cancelled.'),
};

// api-fetch says offline_error when navigator.onLine is false; to a visitor both
// mean the same thing, and the spec names only fetch_error.
const codeAliases: Record<string, string> = { offline_error: 'fetch_error' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function statusOf(data: unknown): number | undefined {
  return isRecord(data) && typeof data.status === 'number' ? data.status : undefined;
}

async function fromCode(code: string, serverMessage: unknown, data: unknown, status?: number) {
  const known = catalogue[code];
  const message = known
    ? known()
    : typeof serverMessage === 'string' && serverMessage !== ''
      ? await readSiteMessage(serverMessage)
      : __('An unknown error occurred.');
  return new WpApiError(code, message, status ?? statusOf(data), data);
}

async function fromResponse(response: Response): Promise<WpApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return fromCode('invalid_json', undefined, undefined, response.status);
  }
  if (isRecord(body) && typeof body.code === 'string') {
    return fromCode(body.code, body.message, body.data, response.status);
  }
  return fromCode('unknown_error', undefined, body, response.status);
}

/** Turns whatever api-fetch rejected with (plain object, Response, Error) into a WpApiError. */
export async function toWpApiError(reason: unknown): Promise<WpApiError> {
  if (reason instanceof WpApiError) return reason;
  if (typeof Response !== 'undefined' && reason instanceof Response) return fromResponse(reason);
  if (isRecord(reason) && reason.name === 'AbortError') {
    return fromCode('abort_error', undefined, undefined);
  }
  if (isRecord(reason) && typeof reason.code === 'string') {
    const code = codeAliases[reason.code] ?? reason.code;
    return fromCode(code, reason.message, reason.data);
  }
  return fromCode('unknown_error', undefined, undefined);
}

/** The Persian message to show a visitor for any error. */
export function errorMessage(error: unknown): string {
  if (error instanceof WpApiError) {
    return catalogue[error.code]?.() ?? (error.message || __('An unknown error occurred.'));
  }
  return __('An unknown error occurred.');
}
