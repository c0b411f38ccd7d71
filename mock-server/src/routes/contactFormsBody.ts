// Reads a feedback body (multipart/form-data) with @fastify/multipart (busboy underneath), within
// the form's limits. Anything malformed or too big becomes a clear 4xx before a single row is
// written; file names never become paths.
import type { FastifyMultipartBaseOptions, Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { phpFieldName } from '../domain/forms/postedData';
import type { FeedbackInput, SubmittedFile } from '../domain/forms/submission';
import { ROUTE_MESSAGES } from './contactFormMessages';
import { DomainError } from '../domain/domainError';
import { refused } from '../http/refusals';
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

function malformed(): DomainError {
  return refused({
    kind: 'invalid',
    code: 'wpcf7_malformed_multipart',
    message: ROUTE_MESSAGES.malformedMultipart,
  });
}

function tooLarge(limit: number): DomainError {
  return refused({
    kind: 'tooLarge',
    code: 'wpcf7_request_too_large',
    message: ROUTE_MESSAGES.requestTooLarge(limit),
  });
}

function tooManyParts(limits: FeedbackLimits): DomainError {
  return refused({
    kind: 'tooLarge',
    code: 'wpcf7_too_many_parts',
    message: ROUTE_MESSAGES.tooManyParts(limits.parts),
  });
}

function fieldTooLarge(field: string, limits: FeedbackLimits): DomainError {
  return refused({
    kind: 'tooLarge',
    code: 'wpcf7_field_too_large',
    message: ROUTE_MESSAGES.fieldTooLarge(field, limits.fieldBytes),
  });
}

/** The plugin's limit errors (parts, fields, files) are all "more parts than a form has". */
const PART_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_FILES_LIMIT']);

/**
 * What the plugin or busboy threw, as the route's answer: a limit is 413 too_many_parts; anything
 * else (bad boundary, cut-off body, a field named like an Object.prototype member, a JSON field)
 * is a body the shop cannot read, 400 malformed, never a 5xx.
 */
function asClientError(error: unknown, limits: FeedbackLimits): DomainError {
  if (error instanceof DomainError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
  if (typeof code === 'string' && PART_LIMIT_CODES.has(code)) return tooManyParts(limits);
  return malformed();
}

/** Longest part name read; a longer one is no form field (CF7 names are short). */
const MAX_NAME_LENGTH = 200;

/**
 * Counts the raw body as busboy reads it; past the cap it stops the parsing (unpipes busboy and
 * drains the rest) and rejects `exceeded` with the 413.
 */
function watchBodySize(
  request: FastifyRequest,
  cap: number,
): { exceeded: Promise<never>; received: () => number; stop: () => void } {
  const stream = request.raw;
  let size = 0;
  let refuse: (error: DomainError) => void = () => undefined;
  const exceeded = new Promise<never>((_resolve, reject) => {
    refuse = reject;
  });
  // A rejection nobody awaits (the body fit) must not be reported as unhandled.
  exceeded.catch(() => undefined);
  const onData = (chunk: Buffer | string) => {
    size += chunk.length;
    if (size <= cap) return;
    stop();
    stream.unpipe();
    stream.resume();
    refuse(tooLarge(cap));
  };
  const stop = () => stream.off('data', onData);
  stream.on('data', onData);
  return { exceeded, received: () => size, stop };
}

type BodyParts = Pick<FeedbackInput, 'fields' | 'files'>;

/** One file part as the service sees it; undefined for an empty file input. */
async function readFile(
  part: Extract<Multipart, { type: 'file' }>,
  limits: FeedbackLimits,
): Promise<SubmittedFile | undefined> {
  const bytes = await part.toBuffer();
  // A file input left empty is sent with filename="" and no bytes: no file, as PHP's
  // UPLOAD_ERR_NO_FILE.
  if (part.filename === '' && bytes.length === 0) return undefined;
  // busboy stops at fileSize and marks the stream truncated: one byte more than the cap is all
  // the size rule needs to fail with CF7's own message.
  const truncated = part.file.truncated;
  return {
    field: phpFieldName(part.fieldname).name,
    fileName: safeFileName(part.filename),
    mediaType: safeMediaType(part.mimetype),
    bytes: truncated ? Buffer.alloc(0) : bytes,
    size: truncated ? limits.fileBytes + 1 : bytes.length,
  };
}

type PartsOptions = NonNullable<Parameters<FastifyRequest['parts']>[0]>;

/**
 * Busboy's options for one feedback body, set per request so media's upload settings (registered
 * in app.ts) stay as they are. The plugin reads `throwFileSizeLimit` per request too, though its
 * types for `parts()` leave it out.
 */
function feedbackPartsOptions(
  limits: FeedbackLimits,
): PartsOptions & Pick<FastifyMultipartBaseOptions, 'throwFileSizeLimit'> {
  return {
    limits: {
      parts: limits.parts,
      fields: limits.fields,
      files: limits.files,
      fieldSize: limits.fieldBytes,
      fileSize: limits.fileBytes,
    },
    // An over-limit file is CF7's size error, not a 413: keep reading and look at `truncated`.
    throwFileSizeLimit: false,
    // A part is a file when it names one (as PHP reads it), whatever its Content-Type says.
    isPartAFile: (_name, _type, fileName) => fileName !== undefined,
  };
}

async function readParts(request: FastifyRequest, limits: FeedbackLimits): Promise<BodyParts> {
  const fields: Array<readonly [string, string]> = [];
  const files: SubmittedFile[] = [];
  const parts = request.parts(feedbackPartsOptions(limits));
  for await (const part of parts) {
    const name: unknown = part.fieldname;
    if (typeof name !== 'string' || name.length > MAX_NAME_LENGTH) throw malformed();
    if (part.type === 'file') {
      const file = await readFile(part, limits);
      if (file !== undefined) files.push(file);
      continue;
    }
    if (part.valueTruncated) throw fieldTooLarge(name, limits);
    // A part sent as application/json arrives parsed: a form field is plain text.
    if (typeof part.value !== 'string') throw malformed();
    fields.push([name, part.value]);
  }
  return { fields, files };
}

export async function readFeedbackBody(
  request: FastifyRequest,
  limits: FeedbackLimits,
): Promise<BodyParts> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limits.bodyBytes) throw tooLarge(limits.bodyBytes);
  const size = watchBodySize(request, limits.bodyBytes);
  try {
    const body = await Promise.race([readParts(request, limits), size.exceeded]);
    // busboy takes an empty body for an empty form; CF7 has nothing to read there.
    if (size.received() === 0) throw malformed();
    return body;
  } catch (error) {
    // Stop parsing what is left of a refused body; it is drained and dropped.
    request.raw.unpipe();
    request.raw.resume();
    throw asClientError(error, limits);
  } finally {
    size.stop();
  }
}
