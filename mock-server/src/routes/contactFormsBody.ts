// Reads a feedback body (multipart/form-data) within fixed limits. Anything malformed or too big
// becomes a clear 4xx before a single row is written; file names never become paths.
import type { FastifyRequest } from 'fastify';
import { phpFieldName } from '../domain/forms/postedData';
import type { FeedbackInput, SubmittedFile } from '../domain/forms/submission';
import { ROUTE_MESSAGES } from '../domain/forms/messages';
import { WpHttpError } from '../http/wpError';
import {
  boundaryOf,
  MultipartError,
  parseMultipart,
  type MultipartPart,
} from './contactFormsMultipart';
import type { FeedbackLimits } from './contactFormsOptions';

const SCRIPT_PART = /^(php\d?|phtml|phar|pl|py|rb|cgi|asp|aspx|jsp|sh|exe|js)$/i;

/**
 * A stored file name: the last path segment, no control or reserved characters, no leading dots,
 * and inner script extensions defused as CF7's wpcf7_antiscript_file_name does
 * (shell.php.jpg -> shell.php_.jpg).
 */
export function safeFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[<>:"|?*\ufffd]/g, '')
    .split('')
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const parts = cleaned.split('.');
  const defused = parts
    .map((part, index) =>
      index > 0 && index < parts.length - 1 && SCRIPT_PART.test(part) ? `${part}_` : part,
    )
    .join('.');
  const name = defused === '' ? 'file' : defused;
  if (name.length <= 200) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  return name.slice(0, 200 - extension.length) + extension;
}

function safeMediaType(raw: string): string {
  return /^[\w.+-]+\/[\w.+-]+$/.test(raw) ? raw.toLowerCase() : 'application/octet-stream';
}

function malformed(): WpHttpError {
  return new WpHttpError(400, 'wpcf7_malformed_multipart', ROUTE_MESSAGES.malformedMultipart);
}

function tooLarge(limit: number): WpHttpError {
  return new WpHttpError(413, 'wpcf7_request_too_large', ROUTE_MESSAGES.requestTooLarge(limit));
}

function asClientError(error: MultipartError, limits: FeedbackLimits): WpHttpError {
  const reason = error.reason;
  if (reason.problem === 'too_many_parts') {
    return new WpHttpError(413, 'wpcf7_too_many_parts', ROUTE_MESSAGES.tooManyParts(limits.parts));
  }
  if (reason.problem === 'field_too_large') {
    return new WpHttpError(
      413,
      'wpcf7_field_too_large',
      ROUTE_MESSAGES.fieldTooLarge(reason.field, limits.fieldBytes),
    );
  }
  return malformed();
}

/** The raw body, refused as soon as it (or its declared length) passes the cap. */
function readRawBody(request: FastifyRequest, cap: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > cap) return Promise.reject(tooLarge(cap));
  const stream = request.raw;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Plain events, not an async iterator: this runs for every submission.
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > cap) {
        cleanup();
        reject(tooLarge(cap));
        return;
      }
      chunks.push(bytes);
    };
    const onEnd = () => {
      cleanup();
      resolve(
        chunks.length === 1 && chunks[0] !== undefined ? chunks[0] : Buffer.concat(chunks, size),
      );
    };
    const onError = () => {
      cleanup();
      reject(malformed());
    };
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('aborted', onError);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
    stream.on('aborted', onError);
  });
}

type BodyParts = Pick<FeedbackInput, 'fields' | 'files'>;

export async function readFeedbackBody(
  request: FastifyRequest,
  limits: FeedbackLimits,
): Promise<BodyParts> {
  const boundary = boundaryOf(request.headers['content-type'] ?? '');
  if (boundary === undefined) throw malformed();
  const body = await readRawBody(request, limits.bodyBytes);
  let parts: MultipartPart[];
  try {
    parts = parseMultipart(body, boundary, limits);
  } catch (error) {
    if (error instanceof MultipartError) throw asClientError(error, limits);
    throw error;
  }
  const fields: Array<readonly [string, string]> = [];
  const files: SubmittedFile[] = [];
  for (const part of parts) {
    if (part.kind === 'field') {
      fields.push([part.name, part.value]);
      continue;
    }
    // An empty file input is sent as a nameless empty part: no file, as PHP's UPLOAD_ERR_NO_FILE.
    if (part.fileName === '' && part.size === 0) continue;
    files.push({
      field: phpFieldName(part.name).name,
      fileName: safeFileName(part.fileName),
      mediaType: safeMediaType(part.mediaType),
      bytes: part.bytes,
      // Over the cap only the count matters: one byte more than the cap fails the size rule.
      size: part.truncated ? Math.max(part.size, limits.fileBytes + 1) : part.size,
    });
  }
  return { fields, files };
}
