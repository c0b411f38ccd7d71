// Hostile and malformed multipart bodies against the feedback route: whatever arrives, the answer
// is never a 5xx, and nothing is written unless the submission was accepted.
import fc from 'fast-check';
import { buildTestApp, type TestApp } from '../../test/server';
import { multipart, pageForms, wholesaleParts } from './contactFormsTestKit';

jest.setTimeout(120_000);

const URL_OF = (id: number) => `/wp-json/contact-form-7/v1/contact-forms/${id}/feedback`;
const UA = 'Mozilla/5.0 fuzz';
const CRLF = '\r\n';

interface RawPart {
  headers: string[];
  body: Buffer;
}

function encode(boundary: string, parts: readonly RawPart[], closing = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}${CRLF}${part.headers.join(CRLF)}${CRLF}${CRLF}`));
    chunks.push(part.body, Buffer.from(CRLF));
  }
  if (closing) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

const fieldNames = fc.oneof(
  fc.constantFrom(
    'company',
    'buyer-name',
    'buyer-mobile',
    'buyer-email',
    'categories[]',
    'categories',
    'business-type',
    'business-type[]',
    'monthly-quantity',
    'start-date',
    'contact-method',
    'details',
    'your-file',
    'your-captcha',
    '_wpcf7_unit_tag',
    '_wpcf7_container_post',
    '_wpcf7_free_text_categories',
    '_wpcf7_quiz_answer_your-quiz',
    '_wpcf7_captcha_challenge_your-captcha',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'a[b][c]',
    '[]',
    '',
    'x'.repeat(300),
    'name"with"quotes',
    'نام‌فارسی',
  ),
  fc.string({ maxLength: 20 }),
);

const values = fc.oneof(
  fc.string({ maxLength: 40 }).map((s) => Buffer.from(s)),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => Buffer.from(s)),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    Buffer.from('\u0000\u0000'),
    Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
    Buffer.from('۰۹۱۲۳۴۵۶۷۸۹'),
    Buffer.from('<script>alert(1)</script>'),
    Buffer.from('1e999'),
    Buffer.from('-0'),
    Buffer.from('2023-02-30'),
    Buffer.from('a'.repeat(5000)),
    Buffer.from('پوشاک'),
    Buffer.from('سایر'),
    Buffer.from('\r\n--boundary--\r\n'),
  ),
);

const fileNames = fc.oneof(
  fc.constantFrom(
    '../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '/abs/path/x.jpg',
    'shell.php.jpg',
    '.htaccess',
    'C:\\fakepath\\رسید.pdf',
    'a\u0000b.png',
    'x'.repeat(400) + '.pdf',
    '',
    'no-extension',
    '%2e%2e%2fpasswd',
  ),
  fc.string({ maxLength: 30 }),
);

const quote = (text: string) => text.replace(/["\r\n]/g, '');

const rawParts = fc.array(
  fc.oneof(
    fc.record({ name: fieldNames, value: values }).map(({ name, value }): RawPart => ({
      headers: [`Content-Disposition: form-data; name="${quote(name)}"`],
      body: value,
    })),
    fc
      .record({
        name: fieldNames,
        file: fileNames,
        value: values,
        type: fc.constantFrom(
          'application/pdf',
          'image/png',
          '../../x',
          '',
          'text/html; charset=utf-8',
        ),
      })
      .map(({ name, file, value, type }): RawPart => ({
        headers: [
          `Content-Disposition: form-data; name="${quote(name)}"; filename="${quote(file)}"`,
          ...(type === '' ? [] : [`Content-Type: ${type}`]),
        ],
        body: value,
      })),
    fc
      .record({ header: fc.string({ maxLength: 60 }), value: values })
      .map(({ header, value }): RawPart => ({
        headers: [header.replace(/\r?\n/g, ' ')],
        body: value,
      })),
  ),
  { maxLength: 12 },
);

let t: TestApp;
let validParts: RawPart[];
let runs = 0;

beforeAll(async () => {
  t = await buildTestApp({
    contactForms: { limits: { fieldBytes: 4096, parts: 60, fields: 50, files: 5 } },
  });
  const page = await pageForms(t.app, 'contact');
  validParts = wholesaleParts(page.containerPost).map(([name, value]) => ({
    headers: [`Content-Disposition: form-data; name="${name}"`],
    body: Buffer.from(typeof value === 'string' ? value : ''),
  }));
});

afterAll(async () => {
  await t.close();
  // The issue asks for at least 2,000 hostile bodies.
  expect(runs).toBeGreaterThanOrEqual(2000);
});

/** Sends one body; checks the status class and that only accepted submissions wrote rows. */
async function check(formId: number, contentType: string, body: Buffer): Promise<void> {
  runs += 1;
  const before = t.app.contactForms.submissions.counts();
  const response = await t.app.inject({
    method: 'POST',
    url: URL_OF(formId),
    headers: { 'content-type': contentType, 'user-agent': UA },
    payload: body,
  });
  expect(response.statusCode).toBeLessThan(500);
  expect(response.statusCode === 200 || response.json<{ code: string }>().code.length > 0).toBe(
    true,
  );
  const after = t.app.contactForms.submissions.counts();
  const status = response.statusCode === 200 ? response.json<{ status: string }>().status : '';
  if (status === 'mail_sent' || status === 'mail_failed') {
    expect(after.submissions).toBe(before.submissions + 1);
  } else {
    expect(after).toEqual(before);
  }
}

const BOUNDARY = 'FuzzBoundary7MA4YWxkTrZu0gW';

describe('feedback fuzz', () => {
  it('survives random hostile parts mixed into a valid inquiry (900 bodies)', async () => {
    await fc.assert(
      fc.asyncProperty(
        rawParts,
        fc.boolean(),
        fc.constantFrom(101, 102),
        async (extra, keepValid, formId) => {
          const parts = keepValid ? [...validParts, ...extra] : extra;
          await check(formId, `multipart/form-data; boundary=${BOUNDARY}`, encode(BOUNDARY, parts));
        },
      ),
      { numRuns: 900, seed: 20250601 },
    );
  });

  it('survives byte-level damage to a valid body (800 bodies)', async () => {
    const valid = encode(BOUNDARY, validParts);
    const damage = fc.oneof(
      fc.nat({ max: valid.length }).map((cut) => valid.subarray(0, cut)),
      fc
        .tuple(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 }))
        .map(([at, byte]) => {
          const copy = Buffer.from(valid);
          copy[at] = byte;
          return copy;
        }),
      fc
        .tuple(fc.nat({ max: valid.length }), fc.uint8Array({ minLength: 1, maxLength: 40 }))
        .map(([at, bytes]) =>
          Buffer.concat([valid.subarray(0, at), Buffer.from(bytes), valid.subarray(at)]),
        ),
      fc
        .tuple(fc.nat({ max: valid.length }), fc.nat({ max: 200 }))
        .map(([at, length]) =>
          Buffer.concat([
            valid.subarray(0, at),
            valid.subarray(Math.min(valid.length, at + length)),
          ]),
        ),
    );
    await fc.assert(
      fc.asyncProperty(damage, async (body) => {
        await check(102, `multipart/form-data; boundary=${BOUNDARY}`, body);
      }),
      { numRuns: 800, seed: 20250602 },
    );
  });

  it('survives wrong and hostile Content-Type headers (300 bodies)', async () => {
    const valid = encode(BOUNDARY, validParts);
    const types = fc.oneof(
      fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=other',
        `multipart/form-data; boundary="${BOUNDARY}"`,
        `MULTIPART/FORM-DATA; boundary=${BOUNDARY}`,
        `multipart/form-data; boundary=${BOUNDARY}; charset=utf-16`,
        `multipart/form-data; boundary=${'b'.repeat(200)}`,
        'multipart/mixed; boundary=x',
        'application/json',
        'application/x-www-form-urlencoded',
        'text/plain',
      ),
      fc.string({ maxLength: 60 }).map((s) => `multipart/form-data; ${s.replace(/[\r\n]/g, '')}`),
    );
    await fc.assert(
      fc.asyncProperty(types, fc.boolean(), async (type, closing) => {
        await check(102, type, closing ? valid : encode(BOUNDARY, validParts, false));
      }),
      { numRuns: 300, seed: 20250603 },
    );
  });

  it('refuses too many parts, oversized fields and files without writing (limits)', async () => {
    const many = Array.from({ length: 80 }, (_, i): RawPart => ({
      headers: [`Content-Disposition: form-data; name="f${i}"`],
      body: Buffer.from('x'),
    }));
    const tooMany = await t.app.inject({
      method: 'POST',
      url: URL_OF(102),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'user-agent': UA },
      payload: encode(BOUNDARY, [...validParts, ...many]),
    });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().code).toBe('wpcf7_too_many_parts');
    const huge = await t.app.inject({
      method: 'POST',
      url: URL_OF(102),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'user-agent': UA },
      payload: encode(BOUNDARY, [
        ...validParts,
        {
          headers: ['Content-Disposition: form-data; name="details"'],
          body: Buffer.alloc(5000, 0x61),
        },
      ]),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      code: 'wpcf7_field_too_large',
      message: 'مقدار فیلد «details» بیش از 4096 بایت است.',
      data: { status: 413 },
    });
    const broken = await t.app.inject({
      method: 'POST',
      url: URL_OF(102),
      headers: { 'content-type': 'multipart/form-data', 'user-agent': UA },
      payload: 'nothing here',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('wpcf7_malformed_multipart');
    const { body, contentType } = await multipart([
      ...wholesaleParts(1),
      ['buyer-name', { fileName: '../../etc/passwd', type: 'text/plain', content: 'root:x:0:0' }],
    ]);
    // A file sent for a text field is no text: the field is missing, the file is not kept.
    const wrongType = await t.app.inject({
      method: 'POST',
      url: URL_OF(102),
      headers: { 'content-type': contentType, 'user-agent': UA },
      payload: body,
    });
    expect(wrongType.json().status).toBe('mail_sent');
    const [stored] = t.app.contactForms.submissions.latest(1);
    expect(t.app.contactForms.submissions.attachments(stored?.id ?? 0)).toEqual([]);
    runs += 4;
  });
});
