// A small multipart/form-data reader for the feedback route. A contact form body is a few KB, so
// it is read whole (within a byte cap) and split with Buffer.indexOf: several times cheaper per
// request than a streaming parser's events and promises, which matters on the hot path.

export interface MultipartLimits {
  /** Parts of any kind. */
  parts: number;
  /** Text fields. */
  fields: number;
  /** File parts. */
  files: number;
  /** Bytes of one text value. */
  fieldBytes: number;
  /** Bytes kept of one file; a longer file is marked truncated. */
  fileBytes: number;
}

export interface TextPart {
  kind: 'field';
  name: string;
  value: string;
}

export interface FilePart {
  kind: 'file';
  name: string;
  fileName: string;
  mediaType: string;
  bytes: Buffer;
  /** Bytes received (may exceed bytes.length when truncated). */
  size: number;
  truncated: boolean;
}

export type MultipartPart = TextPart | FilePart;

export type MultipartProblem =
  | { problem: 'malformed'; detail: string }
  | { problem: 'too_many_parts' }
  | { problem: 'field_too_large'; field: string };

export class MultipartError extends Error {
  constructor(readonly reason: MultipartProblem) {
    super(
      reason.problem === 'malformed' ? `malformed multipart: ${reason.detail}` : reason.problem,
    );
    this.name = 'MultipartError';
  }
}

const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 4096;
const MAX_NAME_LENGTH = 200;

function malformed(detail: string): never {
  throw new MultipartError({ problem: 'malformed', detail });
}

/** The boundary of a `multipart/form-data; boundary=…` Content-Type, or undefined. */
export function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,200})"|([^\s;"]{1,200}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** Matchers for `name="…"`/`name=token` and RFC 5987 `name*=utf-8''…`, built once per name. */
function parameterPatterns(name: string): { extended: RegExp; plain: RegExp } {
  return {
    extended: new RegExp(`;\\s*${name}\\*=([^']*)'[^']*'([^;\\s]*)`, 'i'),
    plain: new RegExp(`;\\s*${name}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i'),
  };
}
const NAME = parameterPatterns('name');
const FILENAME = parameterPatterns('filename');

/** A Content-Disposition parameter, or undefined when absent. */
function parameter(
  header: string,
  patterns: { extended: RegExp; plain: RegExp },
): string | undefined {
  const extended = header.includes('*=') ? patterns.extended.exec(header) : null;
  if (extended !== null) {
    try {
      return decodeURIComponent(extended[2] ?? '');
    } catch {
      return malformed('a badly encoded parameter');
    }
  }
  const plain = patterns.plain.exec(header);
  if (plain === null) return undefined;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2];
}

const DISPOSITION_PREFIX = 'content-disposition:';

function readHeaders(block: string): { disposition: string; type: string } {
  // The usual part has one header, Content-Disposition: read it without splitting.
  if (
    !block.includes('\r\n') &&
    block.slice(0, DISPOSITION_PREFIX.length).toLowerCase() === DISPOSITION_PREFIX
  ) {
    const value = block.slice(DISPOSITION_PREFIX.length).trim();
    if (!/^form-data\s*(;|$)/i.test(value))
      malformed('a part without Content-Disposition: form-data');
    return { disposition: value, type: '' };
  }
  let disposition: string | undefined;
  let type = '';
  const lines = block.split('\r\n');
  if (lines.length > 50) malformed('too many part headers');
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 1) malformed('a part header without a name');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    else if (name === 'content-type') type = value;
  }
  if (disposition === undefined || !/^form-data\s*(;|$)/i.test(disposition)) {
    malformed('a part without Content-Disposition: form-data');
  }
  return { disposition, type };
}

const SIMPLE_FIELD_HEADER = Buffer.from('Content-Disposition: form-data; name="');
const QUOTE = 0x22;
/**
 * Bytes a simple name never holds: quote and backslash (escapes), semicolon (another parameter,
 * such as filename= or name*=, could follow it), CR and LF (a second header line).
 */
const NOT_SIMPLE = new Uint8Array(256);
for (const char of '"\\;\r\n') NOT_SIMPLE[char.charCodeAt(0)] = 1;

/**
 * The name of a part whose only header is exactly `Content-Disposition: form-data; name="…"` (what
 * browsers send for text fields), read from the bytes; undefined sends the part to the general
 * reader, as is every name holding a byte of NOT_SIMPLE, so the fast path never reads a header
 * differently (a property test compares the two readers).
 */
function simpleFieldName(body: Buffer, at: number, headerEnd: number): string | undefined {
  const nameStart = at + SIMPLE_FIELD_HEADER.length;
  if (nameStart >= headerEnd || body[headerEnd - 1] !== QUOTE) return undefined;
  if (body.compare(SIMPLE_FIELD_HEADER, 0, SIMPLE_FIELD_HEADER.length, at, nameStart) !== 0) {
    return undefined;
  }
  for (let index = nameStart; index < headerEnd - 1; index += 1) {
    if (NOT_SIMPLE[body[index] ?? 0] === 1) return undefined;
  }
  return body.toString('utf8', nameStart, headerEnd - 1);
}

/** Splits a whole body into parts; throws MultipartError on anything it cannot read. */
export function parseMultipart(
  body: Buffer,
  boundary: string,
  limits: MultipartLimits,
): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  const parts: MultipartPart[] = [];
  let fields = 0;
  let files = 0;

  let at = body.indexOf(delimiter);
  if (at < 0) malformed('no boundary in the body');
  at += delimiter.length;
  for (;;) {
    // After a delimiter: "--" closes the body, CRLF opens a part (transport padding allowed).
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts;
    while (body[at] === 0x20 || body[at] === 0x09) at += 1;
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) malformed('a boundary not followed by CRLF');
    at += 2;
    const headerEnd = body.indexOf(HEADER_END, at);
    if (headerEnd < 0 || headerEnd - at > MAX_HEADER_BYTES) malformed('unterminated part headers');
    const simpleName = simpleFieldName(body, at, headerEnd);
    const { disposition, type } =
      simpleName === undefined
        ? readHeaders(body.toString('utf8', at, headerEnd))
        : { disposition: '', type: '' };
    const contentStart = headerEnd + 4;
    const contentEnd = body.indexOf(next, contentStart);
    if (contentEnd < 0) malformed('a part without its closing boundary');
    at = contentEnd + next.length;

    if (parts.length >= limits.parts) throw new MultipartError({ problem: 'too_many_parts' });
    const name = simpleName ?? parameter(disposition, NAME);
    if (name === undefined || name.length > MAX_NAME_LENGTH)
      malformed('a part without a usable name');
    const fileName = simpleName === undefined ? parameter(disposition, FILENAME) : undefined;
    const content = body.subarray(contentStart, contentEnd);
    if (fileName === undefined) {
      fields += 1;
      if (fields > limits.fields) throw new MultipartError({ problem: 'too_many_parts' });
      if (content.length > limits.fieldBytes) {
        throw new MultipartError({ problem: 'field_too_large', field: name });
      }
      parts.push({ kind: 'field', name, value: body.toString('utf8', contentStart, contentEnd) });
    } else {
      files += 1;
      if (files > limits.files) throw new MultipartError({ problem: 'too_many_parts' });
      const truncated = content.length > limits.fileBytes;
      parts.push({
        kind: 'file',
        name,
        fileName,
        mediaType: type.split(';')[0]?.trim() ?? '',
        bytes: truncated ? Buffer.alloc(0) : Buffer.from(content),
        size: content.length,
        truncated,
      });
    }
  }
}
