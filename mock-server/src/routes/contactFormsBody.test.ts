// The feedback body reader over HTTP: what a browser sends is read exactly, and every body it
// cannot or must not read is a WordPress-shaped 4xx. The reader runs in a small Fastify app set up
// as app.ts sets up the shop (the same multipart plugin registration and error handler), so these
// tests see what busboy and the plugin really do; the last tests go through the real route.
import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/server';
import { installErrorHandling } from '../http/errorHandler';
import { readFeedbackBody } from './contactFormsBody';
import type { FeedbackLimits } from './contactFormsOptions';
import { multipart, pageForms, wholesaleParts } from './contactFormsTestKit';

const LIMITS: FeedbackLimits = {
  parts: 10,
  fields: 8,
  files: 2,
  fieldBytes: 64,
  fileBytes: 16,
  bodyBytes: 4096,
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  // As app.ts registers it for media: the feedback reader must not depend on these settings.
  await app.register(fastifyMultipart, { limits: { fileSize: 1024 * 1024 } });
  installErrorHandling(app);
  app.post('/body', async (request) => {
    const { fields, files } = await readFeedbackBody(request, LIMITS);
    return { fields, files: files.map((file) => ({ ...file, bytes: file.bytes.toString() })) };
  });
});

afterAll(async () => {
  await app.close();
});

function post(
  payload: string | Buffer | Readable,
  contentType = 'multipart/form-data; boundary=b',
) {
  return app.inject({
    method: 'POST',
    url: '/body',
    headers: { 'content-type': contentType },
    payload,
  });
}

const part = (name: string, value = 'v') =>
  `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, content = 'x') =>
  `--b\r\nContent-Disposition: form-data; name="${name}"; filename="a.txt"\r\n\r\n${content}\r\n`;

describe('feedback body reader', () => {
  it('reads what a browser FormData sends, Persian names and values and repeats included', async () => {
    const { body, contentType } = await multipart([
      ['نام', 'علی رضایی'],
      ['list[]', 'a'],
      ['list[]', 'b'],
      ['empty', ''],
      ['file[]', { fileName: 'رسید "خرید".pdf', type: 'application/pdf', content: '%PDF' }],
    ]);
    const response = await post(body, contentType);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: [
        ['نام', 'علی رضایی'],
        ['list[]', 'a'],
        ['list[]', 'b'],
        ['empty', ''],
      ],
      files: [
        {
          field: 'file',
          // FormData percent-encodes a quote in a file name, as the HTML standard says.
          fileName: 'رسید %22خرید%22.pdf',
          mediaType: 'application/pdf',
          bytes: '%PDF',
          size: 4,
        },
      ],
    });
  });

  it('reads quoted boundaries, escaped quotes, RFC 5987 file names and typed text parts', async () => {
    const body =
      'preamble\r\n--a b\r\nContent-Disposition: form-data; name="a\\"b"\r\n\r\nv\r\n' +
      '--a b\r\nContent-Disposition: form-data; name="typed"\r\nContent-Type: application/octet-stream\r\n\r\nt\r\n' +
      "--a b\r\nContent-Disposition: form-data; name=f; filename*=utf-8''%D9%81.txt\r\n" +
      'Content-Type: text/plain; charset=utf-8\r\n\r\nhello\r\n--a b--\r\nepilogue';
    const response = await post(body, 'multipart/form-data; charset=utf-8; BOUNDARY="a b"');
    expect(response.json()).toEqual({
      fields: [
        ['a"b', 'v'],
        ['typed', 't'],
      ],
      files: [{ field: 'f', fileName: 'ف.txt', mediaType: 'text/plain', bytes: 'hello', size: 5 }],
    });
  });

  it('keeps a file up to the cap, marks a longer one one byte over it, skips an empty input', async () => {
    const response = await post(
      `${filePart('a', 'x'.repeat(16))}${filePart('b', 'x'.repeat(40))}--b--`,
    );
    expect(response.json().files).toEqual([
      expect.objectContaining({ field: 'a', size: 16, bytes: 'x'.repeat(16) }),
      expect.objectContaining({ field: 'b', size: 17, bytes: '' }),
    ]);
    // What a browser sends for a file input left empty (PHP's UPLOAD_ERR_NO_FILE).
    const empty = await post(
      '--b\r\nContent-Disposition: form-data; name="c"; filename=""\r\n' +
        'Content-Type: application/octet-stream\r\n\r\n\r\n--b--',
    );
    expect(empty.json()).toEqual({ fields: [], files: [] });
  });

  it('answers 400 wpcf7_malformed_multipart for a body it cannot read', async () => {
    for (const [body, contentType] of [
      ['no boundary at all', undefined],
      [part('a'), undefined],
      [`${part('a')}--b--`, 'multipart/form-data'],
      ['', undefined],
      ['--b\r\nContent-Disposition: form-data\r\n\r\nv\r\n--b--', undefined],
      [`${part('x'.repeat(201))}--b--`, undefined],
      [`${part('constructor')}--b--`, undefined],
      [
        '--b\r\nContent-Disposition: form-data; name="j"\r\nContent-Type: application/json\r\n\r\n{}\r\n--b--',
        undefined,
      ],
    ] as const) {
      const response = await post(body, contentType);
      expect({ body, status: response.statusCode, answer: response.json() }).toEqual({
        body,
        status: 400,
        answer: {
          code: 'wpcf7_malformed_multipart',
          message: 'بدنهٔ چندبخشی (multipart) درخواست خراب است و خوانده نشد.',
          data: { status: 400 },
        },
      });
    }
  });

  it('skips parts that are not form-data fields, as PHP does', async () => {
    const response = await post(
      '--b\r\nContent-Type: text/plain\r\n\r\nv\r\n' +
        '--b\r\nContent-Disposition: attachment; name="a"\r\n\r\nv\r\n' +
        `${part('kept')}--b--`,
    );
    expect(response.json()).toEqual({ fields: [['kept', 'v']], files: [] });
  });

  it('answers 413 for a long field, too many parts and a body over the cap', async () => {
    const long = await post(`${part('a', 'x'.repeat(64))}${part('b', 'x'.repeat(65))}--b--`);
    expect(long.statusCode).toBe(413);
    expect(long.json()).toEqual({
      code: 'wpcf7_field_too_large',
      message: 'مقدار فیلد «b» بیش از 64 بایت است.',
      data: { status: 413 },
    });
    for (const body of [
      Array.from({ length: 9 }, (_, i) => part(`f${i}`)).join('') + '--b--',
      `${filePart('f1')}${filePart('f2')}${filePart('f3')}--b--`,
      Array.from({ length: 11 }, (_, i) => (i % 2 ? part(`f${i}`) : filePart(`g${i}`))).join('') +
        '--b--',
    ]) {
      const response = await post(body);
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('wpcf7_too_many_parts');
    }
    const big = `${filePart('f', 'x'.repeat(5000))}--b--`;
    const declared = await post(big);
    // Streamed without a Content-Length, the cap is found while reading.
    const streamed = await post(
      Readable.from([Buffer.from(big.slice(0, 3000)), Buffer.from(big.slice(3000))]),
    );
    for (const response of [declared, streamed]) {
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('wpcf7_request_too_large');
    }
  });
});

describe('feedback route, refused bodies', () => {
  let t: TestApp;

  afterEach(async () => {
    await t?.close();
  });

  it('writes nothing for a body over the cap or cut off', async () => {
    t = await buildTestApp({ contactForms: { limits: { bodyBytes: 4096 } } });
    const page = await pageForms(t.app, 'contact');
    const valid = wholesaleParts(page.containerPost);
    const send = (payload: Buffer, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wp-json/contact-form-7/v1/contact-forms/102/feedback',
        headers: { 'content-type': contentType, 'user-agent': 'Mozilla/5.0 (X11; Linux) Chrome/1' },
        payload,
      });
    const before = t.app.contactForms.submissions.counts();
    const big = await multipart([...valid, ['details', 'x'.repeat(5000)]]);
    const tooBig = await send(big.body, big.contentType);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      code: 'wpcf7_request_too_large',
      message: 'حجم درخواست بیش از 0 مگابایت است؛ پرونده‌ها را کوچک‌تر کنید.',
      data: { status: 413 },
    });
    const whole = await multipart(valid);
    const cut = await send(whole.body.subarray(0, whole.body.length - 10), whole.contentType);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().code).toBe('wpcf7_malformed_multipart');
    expect(t.app.contactForms.submissions.counts()).toEqual(before);
    expect((await send(whole.body, whole.contentType)).json().status).toBe('mail_sent');
  });
});
