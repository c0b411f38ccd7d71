import fc from 'fast-check';
import {
  boundaryOf,
  MultipartError,
  parseMultipart,
  type MultipartLimits,
} from './contactFormsMultipart';
import { multipart } from './contactFormsTestKit';

const LIMITS: MultipartLimits = { parts: 10, fields: 8, files: 2, fieldBytes: 64, fileBytes: 16 };

function problem(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof MultipartError) return error.reason.problem;
    throw error;
  }
  return 'none';
}

describe('multipart reader', () => {
  it('reads what a browser FormData sends, Persian names and values included', async () => {
    const { body, contentType } = await multipart([
      ['نام', 'علی رضایی'],
      ['list[]', 'a'],
      ['list[]', 'b'],
      ['empty', ''],
      ['file', { fileName: 'رسید "خرید".pdf', type: 'application/pdf', content: '%PDF' }],
    ]);
    const boundary = boundaryOf(contentType) ?? '';
    expect(parseMultipart(body, boundary, LIMITS)).toEqual([
      { kind: 'field', name: 'نام', value: 'علی رضایی' },
      { kind: 'field', name: 'list[]', value: 'a' },
      { kind: 'field', name: 'list[]', value: 'b' },
      { kind: 'field', name: 'empty', value: '' },
      {
        kind: 'file',
        name: 'file',
        // FormData percent-encodes a quote in a file name, as the HTML standard says.
        fileName: 'رسید %22خرید%22.pdf',
        mediaType: 'application/pdf',
        bytes: Buffer.from('%PDF'),
        size: 4,
        truncated: false,
      },
    ]);
  });

  it('reads quoted and token boundaries, escaped quotes and RFC 5987 file names', () => {
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data; charset=utf-8; BOUNDARY=xyz')).toBe('xyz');
    expect(boundaryOf('multipart/form-data')).toBeUndefined();
    const body = Buffer.from(
      'preamble\r\n--xyz\r\nContent-Disposition: form-data; name="a\\"b"\r\n\r\nv\r\n' +
        "--xyz\r\nContent-Disposition: form-data; name=f; filename*=utf-8''%D9%81.txt\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nhello\r\n--xyz--\r\nepilogue",
    );
    expect(parseMultipart(body, 'xyz', LIMITS)).toEqual([
      { kind: 'field', name: 'a"b', value: 'v' },
      expect.objectContaining({
        kind: 'file',
        name: 'f',
        fileName: 'ف.txt',
        mediaType: 'text/plain',
      }),
    ]);
  });

  it('marks a file over the cap as truncated without keeping its bytes', () => {
    const body = Buffer.from(
      `--b\r\nContent-Disposition: form-data; name="f"; filename="x.bin"\r\n\r\n${'x'.repeat(17)}\r\n--b--`,
    );
    expect(parseMultipart(body, 'b', LIMITS)).toEqual([
      expect.objectContaining({ size: 17, truncated: true, bytes: Buffer.alloc(0) }),
    ]);
  });

  it('refuses broken bodies and bodies over the limits', () => {
    const part = (name: string, value = 'v') =>
      `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const read = (text: string) => () => parseMultipart(Buffer.from(text), 'b', LIMITS);
    expect(problem(read(`${part('a')}--b--`))).toBe('none');
    expect(problem(read('no boundary at all'))).toBe('malformed');
    expect(problem(read(`${part('a')}`))).toBe('malformed');
    expect(problem(read('--b\r\nContent-Disposition: form-data; name="a"\r\nv\r\n--b--'))).toBe(
      'malformed',
    );
    expect(problem(read('--b\r\nContent-Type: text/plain\r\n\r\nv\r\n--b--'))).toBe('malformed');
    expect(
      problem(read('--b\r\nContent-Disposition: attachment; name="a"\r\n\r\nv\r\n--b--')),
    ).toBe('malformed');
    expect(problem(read('--b\r\nContent-Disposition: form-data\r\n\r\nv\r\n--b--'))).toBe(
      'malformed',
    );
    expect(problem(read('--bX\r\n'))).toBe('malformed');
    expect(problem(read(`${part('a', 'x'.repeat(65))}--b--`))).toBe('field_too_large');
    expect(
      problem(read(`${Array.from({ length: 9 }, (_, i) => part(`f${i}`)).join('')}--b--`)),
    ).toBe('too_many_parts');
    const file = (i: number) =>
      `--b\r\nContent-Disposition: form-data; name="f${i}"; filename="a"\r\n\r\nx\r\n`;
    expect(problem(read(`${file(1)}${file(2)}${file(3)}--b--`))).toBe('too_many_parts');
  });
});

describe('multipart reader, the browser-field fast path', () => {
  const boundary = 'b0undary';
  const body = (headerName: string, names: readonly string[]) =>
    Buffer.from(
      names
        .map((name) => `--${boundary}\r\n${headerName}: form-data; name="${name}"\r\n\r\nvalue\r\n`)
        .join('') + `--${boundary}--\r\n`,
      'utf8',
    );
  const outcome = (headerName: string, names: readonly string[]) => {
    try {
      return parseMultipart(body(headerName, names), boundary, {
        ...LIMITS,
        parts: 50,
        fields: 50,
      });
    } catch (error) {
      if (error instanceof MultipartError) return error.reason;
      throw error;
    }
  };

  it('reads every name exactly as the general header reader does', () => {
    // "Content-Disposition" takes the byte-level fast path; any other spelling of the header name
    // goes through the general reader, so the two must agree on every name, odd ones included.
    const nameCharacters = fc.constantFrom(
      ...'aZ0_-[]. ;*="\\\r\nنامی%\'\u200c',
      'name=',
      '; filename=',
      'filename="x"',
      "; name*=utf-8''b",
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.array(nameCharacters, { maxLength: 8 }).map((parts) => parts.join('')),
          { minLength: 1, maxLength: 4 },
        ),
        (names) => {
          expect(outcome('Content-Disposition', names)).toEqual(
            outcome('content-disposition', names),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('still finds file parts and escaped names behind the fast path', () => {
    expect(outcome('Content-Disposition', ['plain', 'with\\"quote'])).toEqual(
      outcome('CONTENT-DISPOSITION', ['plain', 'with\\"quote']),
    );
    const parts = outcome('Content-Disposition', ['a', 'نام']);
    expect(Array.isArray(parts) && parts.map((part) => part.name)).toEqual(['a', 'نام']);
  });
});
