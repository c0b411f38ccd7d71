// One way out for every failed request: whatever was thrown (a refusal, a schema's complaint, bad
// JSON) becomes the WordPress error it stands for, {code, message, data: {status}}.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type Refusal } from '../domain/domainError';
import { messages } from './messages';
import { refusalToWpError } from './refusals';
import { toWpValidationError, type PropertyRules } from './validation';
import { WpHttpError, isWpHttpError } from './wpError';

type SchemaPart = 'body' | 'querystring' | 'params' | 'headers';

function propertyRules(request: FastifyRequest, part: string | undefined) {
  const schema = request.routeOptions.schema;
  const partSchema: unknown = part === undefined ? undefined : schema?.[part as SchemaPart];
  return (name: string): PropertyRules | undefined => {
    if (typeof partSchema !== 'object' || partSchema === null || !('properties' in partSchema)) {
      return undefined;
    }
    const properties: unknown = partSchema.properties;
    if (typeof properties !== 'object' || properties === null) return undefined;
    const rules: unknown = Object.getOwnPropertyDescriptor(properties, name)?.value;
    return typeof rules === 'object' && rules !== null ? (rules as PropertyRules) : undefined;
  };
}

/** Maps anything thrown while serving a request to the WordPress error it stands for. */
export function toWpHttpError(error: FastifyError, request: FastifyRequest): WpHttpError {
  if (isWpHttpError(error)) return error;
  if (error instanceof DomainError) return refusalToWpError(error.refusal);
  if (error.validation) {
    return toWpValidationError(error.validation, propertyRules(request, error.validationContext));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new WpHttpError(400, 'rest_invalid_json', messages.invalidJson);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new WpHttpError(415, 'rest_unsupported_media_type', messages.unsupportedMediaType);
    default:
      break;
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new WpHttpError(400, 'rest_invalid_json', messages.invalidJson);
  }
  const status = error.statusCode ?? 500;
  if (status === 413)
    return new WpHttpError(413, 'rest_request_too_large', messages.requestTooLarge);
  if (status >= 400 && status < 500) {
    return new WpHttpError(status, 'rest_bad_request', messages.badRequest);
  }
  // Internal details stay in the log: the visitor gets WordPress's generic critical-error answer.
  return new WpHttpError(500, 'internal_server_error', messages.internal);
}

export function sendWpError(reply: FastifyReply, error: WpHttpError): FastifyReply {
  return reply
    .code(error.statusCode)
    .headers(error.headers)
    .type('application/json; charset=UTF-8')
    .send(error.toBody());
}

/**
 * Sets the WordPress-shaped error handler on `app` (and the plugins below it). `refine` lets a
 * route group name its own refusal for an error first, e.g. media's "file too big".
 */
export function installErrorHandling(
  app: FastifyInstance,
  refine: (error: FastifyError) => Refusal | undefined = () => undefined,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = refine(error);
    const wpError = refusal ? refusalToWpError(refusal) : toWpHttpError(error, request);
    if (wpError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendWpError(reply, wpError);
  });
}
