// Contact Form 7 over HTTP: the forms on the contact page with fresh challenges, refill and schema,
// and feedback posts with CF7's checks, statuses and Persian messages, stored only when accepted.
import Ajv from 'ajv';
import {
  CONTACT_FORM_ID,
  WHOLESALE_FORM_ID,
  feedbackResponseSchema,
  refillResponseSchema,
  swvSchemaSchema,
  type FeedbackResponse,
  type PageContactForms,
} from '../../../contracts/contactForm7';
import { contactFormSwitches } from '../../test/provider/contactForm7TestServer';
import { buildTestApp, type TestApp, type TestServerOptions } from '../../test/server';
import {
  hiddenFields,
  multipart,
  pageForms,
  wholesaleParts,
  type Part,
} from './contactFormsTestKit';

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
const isFeedback = ajv.compile(feedbackResponseSchema);
const isRefill = ajv.compile(refillResponseSchema);
const isSchema = ajv.compile(swvSchemaSchema);

const API = '/wp-json/contact-form-7/v1/contact-forms';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';

let t: TestApp;
let page: PageContactForms;

async function open(options: TestServerOptions = {}) {
  t = await buildTestApp(options);
  page = await pageForms(t.app, 'contact');
}

afterEach(async () => {
  await t?.close();
});

async function send(formId: number, parts: Part[], headers: Record<string, string> = {}) {
  const { body, contentType } = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `${API}/${formId}/feedback`,
    headers: { 'content-type': contentType, 'user-agent': UA, ...headers },
    payload: body,
  });
}

function captchaAnswer(prefix: string): string {
  const row = t.db.prepare('SELECT answer FROM captcha_challenges WHERE prefix = ?').get(prefix) as
    { answer: string } | undefined;
  return row?.answer ?? '';
}

/** A complete, valid contact form submission for the challenges the page (or a response) gave. */
function contactParts(
  challenges: { captcha?: Record<string, string> },
  overrides: Record<string, string | undefined> = {},
): Part[] {
  const prefix = /(\d+)\.png$/.exec(challenges.captcha?.['your-captcha'] ?? '')?.[1] ?? '';
  const fields: Record<string, string | undefined> = {
    'your-name': 'علی رضایی',
    'your-email': 'ali@example.com',
    'your-mobile': '۰۹۱۲ ۳۴۵ ۶۷۸۹',
    'your-website': 'https://example.ir',
    'your-subject': 'پیگیری سفارش',
    'your-message': 'سفارش شمارهٔ ۱۲۳۴ هنوز نرسیده است؛ لطفاً پیگیری کنید.',
    'privacy-consent': '1',
    'your-captcha': captchaAnswer(prefix),
    '_wpcf7_captcha_challenge_your-captcha': prefix,
    ...overrides,
  };
  const parts: Part[] = hiddenFields(CONTACT_FORM_ID, page.containerPost, 1);
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) parts.push([name, value]);
  return parts;
}

function counts() {
  return t.app.contactForms.submissions.counts();
}

describe('the contact page forms, in the page content (wp/v2/pages)', () => {
  it('places both seeded forms on the contact page with their own unit tags and challenges', async () => {
    await open();
    const [contactPage] = (
      await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/pages?slug=contact' })
    ).json<Array<{ id: number }>>();
    expect(page.containerPost).toBe(contactPage?.id);
    // A REST answer: no post part in the unit tag, container post 0 in the markup, so the client
    // sends the page's own id.
    expect(page.forms.map((f) => [f.unitTag, f.containerPost, f.form.id, f.form.title])).toEqual([
      ['wpcf7-f101-o1', page.containerPost, 101, 'فرم تماس با ما'],
      ['wpcf7-f102-o2', page.containerPost, 102, 'درخواست خرید عمده'],
    ]);
    const contact = page.forms[0];
    // Never a captcha and a quiz on one seeded form (issue 15, item 10).
    expect(page.forms.map((f) => Object.keys(f.challenges))).toEqual([['captcha'], []]);
    expect(contact?.challenges.captcha?.['your-captcha']).toMatch(
      /^http:\/\/shop\.test\/wp-content\/uploads\/wpcf7_captcha\/\d+\.png$/,
    );
    const html = (await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/pages?slug=contact' }))
      .body;
    expect(html).not.toContain('pipes');
  });

  it('gives fresh challenges with every answer, and no forms to a page without them', async () => {
    await open();
    const again = await pageForms(t.app, 'contact');
    expect(again.forms[0]?.challenges.captcha).not.toEqual(page.forms[0]?.challenges.captcha);
    const about = await pageForms(t.app, 'about');
    expect(about).toEqual({ containerPost: expect.any(Number), forms: [] });
    const none = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/pages?slug=nope' });
    expect(none.json()).toEqual([]);
  });

  it('no longer answers the old shop/v1 page-forms route', async () => {
    await open();
    const old = await t.app.inject({
      method: 'GET',
      url: '/wp-json/shop/v1/pages/contact/contact-forms',
    });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 'rest_no_route' });
  });
});

describe('GET refill and schema', () => {
  it('answers [] for a form without quiz or captcha, else fresh quiz then captcha', async () => {
    await open();
    const plain = await t.app.inject({ method: 'GET', url: `${API}/102/refill` });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe('[]');
    // No seeded form has both, so the pact's challenge form (a quiz and a captcha) is stored.
    const { challenge } = contactFormSwitches(t).ensurePactForms();
    const first = (await t.app.inject({ method: 'GET', url: `${API}/${challenge}/refill` })).json();
    const second = (
      await t.app.inject({ method: 'GET', url: `${API}/${challenge}/refill` })
    ).json();
    expect(isRefill(first)).toBe(true);
    // CF7 6.1.6 loads its quiz module before Really Simple CAPTCHA's, so quiz comes first.
    expect(Object.keys(first)).toEqual(['quiz', 'captcha']);
    expect(first.captcha['your-captcha']).not.toBe(second.captcha['your-captcha']);
    const [question, hash] = first.quiz['your-quiz'] as [string, string];
    expect(question).toBe('حاصل ۲ + ۳ چند است؟');
    expect(hash).toBe(t.app.contactForms.quizHash('۵'));
    const seeded = (await t.app.inject({ method: 'GET', url: `${API}/101/refill` })).json();
    expect(Object.keys(seeded)).toEqual(['captcha']);
  });

  it('serves the schema the server validates with, and its meta-schema on OPTIONS', async () => {
    await open();
    const schema = (
      await t.app.inject({ method: 'GET', url: `${API}/101/feedback/schema` })
    ).json();
    expect(isSchema(schema)).toBe(true);
    expect(schema.locale).toBe('fa_IR');
    expect(schema.rules[0]).toEqual({
      rule: 'file',
      field: 'your-file',
      accept: ['.jpg', '.jpeg', '.png', '.pdf'],
      error: 'بارگذاری پرونده از این نوع مجاز نیست.',
    });
    const options = await t.app.inject({ method: 'OPTIONS', url: `${API}/101/feedback/schema` });
    expect(options.json().schema.title).toBe('Contact Form 7 SWV');
  });

  it('answers 404 wpcf7_not_found for an unknown form and rest_no_route for a hash id', async () => {
    await open();
    for (const url of [`${API}/999/refill`, `${API}/999/feedback/schema`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'wpcf7_not_found',
        message: 'فرم تماس درخواست‌شده یافت نشد.',
        data: { status: 404 },
      });
    }
    const hashId = await t.app.inject({ method: 'GET', url: `${API}/948e6c6/refill` });
    expect(hashId.statusCode).toBe(404);
    expect(hashId.json().code).toBe('rest_no_route');
  });
});

describe('POST feedback: request checks', () => {
  it('answers 415 for anything but multipart, before looking the form up', async () => {
    await open();
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', '_wpcf7_unit_tag=wpcf7-f101-o1'],
      ['application/json', '{"_wpcf7_unit_tag":"x"}'],
      ['application/json', '{not json'],
      ['text/plain', 'hello'],
    ] as const) {
      for (const id of [101, 999]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `${API}/${id}/feedback`,
          headers: { 'content-type': type },
          payload,
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          code: 'wpcf7_unsupported_media_type',
          message:
            'قالب دادهٔ درخواست پشتیبانی نمی‌شود؛ فرم باید به شکل multipart/form-data فرستاده شود.',
          data: { status: 415 },
        });
      }
    }
    const bare = await t.app.inject({ method: 'POST', url: `${API}/101/feedback` });
    expect(bare.statusCode).toBe(415);
  });

  it('answers 404 for an unknown form and 400 without a valid unit tag', async () => {
    await open();
    expect((await send(999, wholesaleParts(page.containerPost))).statusCode).toBe(404);
    for (const unitTag of [undefined, '', '<>!@#']) {
      const parts = wholesaleParts(page.containerPost).filter(
        ([name]) => name !== '_wpcf7_unit_tag',
      );
      if (unitTag !== undefined) parts.push(['_wpcf7_unit_tag', unitTag]);
      const response = await send(WHOLESALE_FORM_ID, parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'wpcf7_unit_tag_not_found',
        message: 'برچسب واحد (_wpcf7_unit_tag) معتبری فرستاده نشده است.',
        data: { status: 400 },
      });
    }
    expect(counts().submissions).toBe(0);
  });

  it('cleans the unit tag and never needs a nonce', async () => {
    await open();
    const parts = wholesaleParts(page.containerPost).map(([name, value]): Part =>
      name === '_wpcf7_unit_tag' ? [name, 'wpcf7-f102-o2"><script>'] : [name, value],
    );
    const response = await send(WHOLESALE_FORM_ID, parts);
    expect(response.json().into).toBe('#wpcf7-f102-o2script');
  });
});

describe('POST feedback: outcomes', () => {
  it('reports every invalid field in schema order with CF7 keys, Persian messages, no row', async () => {
    await open();
    const response = await send(
      CONTACT_FORM_ID,
      contactParts(page.forms[0]?.challenges ?? {}, {
        'your-name': '   ',
        'your-email': 'ali@',
        'your-mobile': '۱۲۳۴۵',
        'your-captcha': 'غلط',
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<FeedbackResponse>();
    expect(isFeedback(body)).toBe(true);
    expect(Object.keys(body)).toEqual([
      'contact_form_id',
      'status',
      'message',
      'invalid_fields',
      'posted_data_hash',
      'into',
      'captcha',
    ]);
    const unitTag = `wpcf7-f101-p${page.containerPost}-o1`;
    expect(body).toMatchObject({
      contact_form_id: 101,
      status: 'validation_failed',
      message: 'یک یا چند فیلد خطا دارد. لطفاً آن‌ها را بررسی کنید و دوباره بفرستید.',
      posted_data_hash: '',
      into: `#${unitTag}`,
    });
    expect(body.invalid_fields).toEqual([
      {
        field: 'your-name',
        message: 'لطفاً این فیلد را پر کنید.',
        idref: null,
        error_id: `${unitTag}-ve-your-name`,
      },
      {
        field: 'your-email',
        message: 'لطفاً یک نشانی ایمیل درست وارد کنید.',
        idref: 'contact-email',
        error_id: `${unitTag}-ve-your-email`,
      },
      {
        field: 'your-mobile',
        message: 'لطفاً یک شمارهٔ تلفن درست وارد کنید.',
        idref: null,
        error_id: `${unitTag}-ve-your-mobile`,
      },
      {
        field: 'your-captcha',
        message: 'کدی که وارد کردید درست نیست.',
        idref: null,
        error_id: `${unitTag}-ve-your-captcha`,
      },
    ]);
    expect(counts()).toEqual({ submissions: 0, attachments: 0, outbox: 0 });
  });

  it('checks uploaded files only once the other fields, acceptance and spam check pass, as CF7', async () => {
    await open({ contactForms: { disallowedWords: ['بیمه ارزان'] } });
    const badFile: Part = [
      'your-file',
      { fileName: 'invoice.exe', type: 'application/octet-stream', content: 'MZ' },
    ];
    // First pass: only the other fields are reported.
    const parts = contactParts(page.forms[0]?.challenges ?? {}, { 'your-name': '' });
    parts.push(badFile);
    const body = (await send(CONTACT_FORM_ID, parts)).json<FeedbackResponse>();
    expect(body.status).toBe('validation_failed');
    expect(body.invalid_fields.map((f) => [f.field, f.message])).toEqual([
      ['your-name', 'لطفاً این فیلد را پر کنید.'],
    ]);
    // Spam with a bad file is spam.
    const refill = () => t.app.inject({ method: 'GET', url: `${API}/101/refill` });
    const spam = contactParts((await refill()).json(), { 'your-message': 'فروش بيمه ارزان' });
    spam.push(badFile);
    expect((await send(CONTACT_FORM_ID, spam)).json<FeedbackResponse>().status).toBe('spam');
    // Everything else right: now the file is reported.
    const fileOnly = contactParts((await refill()).json());
    fileOnly.push(badFile);
    const fileAnswer = (await send(CONTACT_FORM_ID, fileOnly)).json<FeedbackResponse>();
    expect(fileAnswer.status).toBe('validation_failed');
    expect(fileAnswer.invalid_fields.map((f) => [f.field, f.message])).toEqual([
      ['your-file', 'بارگذاری پرونده از این نوع مجاز نیست.'],
    ]);
    const big = contactParts((await refill()).json());
    big.push([
      'your-file',
      { fileName: 'scan.pdf', type: 'application/pdf', content: Buffer.alloc(2 * 1048576 + 1) },
    ]);
    const tooLarge = (await send(CONTACT_FORM_ID, big)).json<FeedbackResponse>();
    expect(tooLarge.invalid_fields).toEqual([
      expect.objectContaining({
        field: 'your-file',
        message: 'پروندهٔ بارگذاری‌شده بیش از اندازه بزرگ است.',
      }),
    ]);
    expect(counts().submissions).toBe(0);
  });

  it('answers acceptance_missing when the privacy box is not checked', async () => {
    await open();
    const body = (
      await send(
        CONTACT_FORM_ID,
        contactParts(page.forms[0]?.challenges ?? {}, { 'privacy-consent': undefined }),
      )
    ).json<FeedbackResponse>();
    expect(body.status).toBe('acceptance_missing');
    expect(body.message).toBe('پیش از فرستادن پیام باید شرایط و قوانین را بپذیرید.');
    expect(body.posted_data_hash).toBe('');
    expect(Object.keys(body)).toEqual([
      'contact_form_id',
      'status',
      'message',
      'posted_data_hash',
      'into',
      'invalid_fields',
      'captcha',
    ]);
    expect(counts().submissions).toBe(0);
  });

  it('treats "0" and the checked inverted newsletter box the CF7 way (optional: still sent)', async () => {
    await open();
    const zero = (
      await send(
        CONTACT_FORM_ID,
        contactParts(page.forms[0]?.challenges ?? {}, { 'privacy-consent': '0' }),
      )
    ).json<FeedbackResponse>();
    expect(zero.status).toBe('acceptance_missing');
    const refill = (await t.app.inject({ method: 'GET', url: `${API}/101/refill` })).json();
    const optOut = (
      await send(CONTACT_FORM_ID, contactParts(refill, { 'newsletter-opt-out': '1' }))
    ).json<FeedbackResponse>();
    expect(optOut.status).toBe('mail_sent');
  });

  it('answers spam for a short User-Agent and for disallowed words, writing nothing', async () => {
    await open({ contactForms: { disallowedWords: ['بیمه ارزان'] } });
    const short = await send(WHOLESALE_FORM_ID, wholesaleParts(page.containerPost), {
      'user-agent': 'x',
    });
    expect(short.json()).toMatchObject({
      status: 'spam',
      message: 'هنگام فرستادن پیام شما خطایی رخ داد. لطفاً بعداً دوباره تلاش کنید.',
      posted_data_hash: '',
    });
    const parts = wholesaleParts(page.containerPost).map(([name, value]): Part =>
      name === 'details' ? [name, 'فروش بيمه ارزان'] : [name, value],
    );
    expect((await send(WHOLESALE_FORM_ID, parts)).json().status).toBe('spam');
    t.app.contactForms.setDisallowedWords([]);
    expect((await send(WHOLESALE_FORM_ID, parts)).json().status).toBe('mail_sent');
    expect(counts().submissions).toBe(1);
  });

  it('answers the custom too_many_requests status past the per-address limit', async () => {
    await open({ contactForms: { rateLimit: { max: 2, windowSeconds: 600 } } });
    const statuses: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await send(WHOLESALE_FORM_ID, wholesaleParts(page.containerPost))).json().status,
      );
    }
    expect(statuses).toEqual(['mail_sent', 'mail_sent', 'too_many_requests']);
    const limited = (await send(WHOLESALE_FORM_ID, wholesaleParts(page.containerPost))).json();
    expect(limited).toEqual({
      contact_form_id: 102,
      status: 'too_many_requests',
      message:
        'از نشانی شما در مدت کوتاهی پیام‌های زیادی فرستاده شده است. لطفاً چند دقیقهٔ دیگر دوباره تلاش کنید.',
      posted_data_hash: '',
      into: `#wpcf7-f102-p${page.containerPost}-o2`,
      invalid_fields: [],
    });
    expect(counts().submissions).toBe(2);
  });

  it('stores an accepted submission with files, consent, page, address, agent and mail', async () => {
    await open();
    const parts = contactParts(page.forms[0]?.challenges ?? {});
    parts.push([
      'your-file',
      { fileName: '../../etc/رسید خرید.PDF', type: 'application/pdf', content: '%PDF-1.4 رسید' },
    ]);
    const response = await send(CONTACT_FORM_ID, parts);
    const body = response.json<FeedbackResponse>();
    expect(isFeedback(body)).toBe(true);
    expect(body.status).toBe('mail_sent');
    expect(body.message).toBe('علی رضایی عزیز، سپاس از پیام شما. پیام شما فرستاده شد.');
    expect(body.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(body)).toEqual([
      'contact_form_id',
      'status',
      'message',
      'posted_data_hash',
      'into',
      'invalid_fields',
      'captcha',
    ]);
    const [stored] = t.app.contactForms.submissions.latest(1);
    expect(stored).toMatchObject({
      formId: 101,
      unitTag: `wpcf7-f101-p${page.containerPost}-o1`,
      containerPost: page.containerPost,
      status: 'mail_sent',
      remoteIp: '127.0.0.1',
      userAgent: UA,
      postedDataHash: body.posted_data_hash,
      consent: { 'privacy-consent': 'قوانین حریم خصوصی فروشگاه را خوانده‌ام و می‌پذیرم.' },
    });
    expect(stored?.fields).toEqual({
      'your-name': 'علی رضایی',
      'your-email': 'ali@example.com',
      'your-mobile': '۰۹۱۲ ۳۴۵ ۶۷۸۹',
      'your-website': 'https://example.ir',
      'your-subject': ['پیگیری سفارش'],
      'your-message': 'سفارش شمارهٔ ۱۲۳۴ هنوز نرسیده است؛ لطفاً پیگیری کنید.',
      'privacy-consent': ['1'],
      'your-file': ['رسید خرید.PDF'],
      'newsletter-opt-out': [],
    });
    const files = t.app.contactForms.submissions.attachments(stored?.id ?? 0);
    expect(files.map((f) => [f.field, f.fileName, f.mediaType, f.content.toString()])).toEqual([
      ['your-file', 'رسید خرید.PDF', 'application/pdf', '%PDF-1.4 رسید'],
    ]);
    const mails = t.app.contactForms.submissions.mails(stored?.id ?? 0);
    expect(mails.map((m) => [m.kind, m.recipient, m.state])).toEqual([
      ['mail', 'admin@shop.example', 'queued'],
      ['mail_2', 'ali@example.com', 'queued'],
    ]);
    expect(mails[0]?.subject).toBe('فروشگاه آوند «پیگیری سفارش» از علی رضایی');
    expect(mails[0]?.headers).toEqual({ 'Reply-To': 'ali@example.com' });
    expect(mails[0]?.attachmentIds).toEqual([files[0]?.id]);
    expect(mails[0]?.body).toContain('پیوست: رسید خرید.PDF');
  });

  it('uses a captcha once', async () => {
    await open();
    const challenges = page.forms[0]?.challenges ?? {};
    const parts = contactParts(challenges);
    expect((await send(CONTACT_FORM_ID, parts)).json().status).toBe('mail_sent');
    const replay = (await send(CONTACT_FORM_ID, parts)).json<FeedbackResponse>();
    expect(replay.status).toBe('validation_failed');
    expect(replay.invalid_fields.map((f) => [f.field, f.message])).toEqual([
      ['your-captcha', 'کدی که وارد کردید درست نیست.'],
    ]);
  });

  it('accepts quiz answers in Persian or ASCII digits (on the pact form: no seeded form has a quiz)', async () => {
    await open();
    const { challenge } = contactFormSwitches(t).ensurePactForms();
    const hash = t.app.contactForms.quizHash('۵');
    const quizParts = async (answer: string): Promise<Part[]> => {
      const refill = (
        await t.app.inject({ method: 'GET', url: `${API}/${challenge}/refill` })
      ).json<{ captcha: Record<string, string> }>();
      const prefix = /(\d+)\.png$/.exec(refill.captcha['your-captcha'] ?? '')?.[1] ?? '';
      return [
        ...hiddenFields(challenge, page.containerPost, 1),
        ['your-quiz', answer],
        ['_wpcf7_quiz_answer_your-quiz', hash],
        ['your-captcha', captchaAnswer(prefix)],
        ['_wpcf7_captcha_challenge_your-captcha', prefix],
      ];
    };
    for (const answer of ['۵', '5']) {
      expect((await send(challenge, await quizParts(answer))).json().status).toBe('mail_sent');
    }
    const wrong = (await send(challenge, await quizParts('۶'))).json<FeedbackResponse>();
    expect(wrong.invalid_fields.map((f) => [f.field, f.message])).toEqual([
      ['your-quiz', 'پاسخ پرسش درست نیست.'],
    ]);
  });

  it('accepts CAPTCHA_TEST_ANSWER for every live challenge while it is set', async () => {
    await open({ contactForms: { captchaTestAnswer: '۴۲۴۲' } });
    const parts = contactParts(page.forms[0]?.challenges ?? {}, { 'your-captcha': '4242' });
    expect((await send(CONTACT_FORM_ID, parts)).json().status).toBe('mail_sent');
    const missing = contactParts(page.forms[0]?.challenges ?? {}, {
      'your-captcha': '4242',
      '_wpcf7_captcha_challenge_your-captcha': '12345',
    });
    expect((await send(CONTACT_FORM_ID, missing)).json().status).toBe('validation_failed');
  });

  it('keeps the submission and answers mail_failed when the transport fails', async () => {
    await open({ contactForms: { mailFails: true } });
    const body = (
      await send(WHOLESALE_FORM_ID, wholesaleParts(page.containerPost))
    ).json<FeedbackResponse>();
    expect(body).toMatchObject({
      status: 'mail_failed',
      message: 'هنگام فرستادن پیام شما خطایی رخ داد. لطفاً بعداً دوباره تلاش کنید.',
    });
    expect(body.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(t.app.contactForms.submissions.latest(1)[0]?.status).toBe('mail_failed');
    t.app.contactForms.setMailFailing(false);
    expect((await send(WHOLESALE_FORM_ID, wholesaleParts(page.containerPost))).json().status).toBe(
      'mail_sent',
    );
  });

  it('maps pipes, free text and exclusive boxes into the stored data', async () => {
    await open();
    const parts = wholesaleParts(page.containerPost).filter(([name]) => name !== 'categories[]');
    parts.push(['categories[]', 'سایر'], ['_wpcf7_free_text_categories', 'لوازم ورزشی']);
    expect((await send(WHOLESALE_FORM_ID, parts)).json().status).toBe('mail_sent');
    const [stored] = t.app.contactForms.submissions.latest(1);
    expect(stored?.fields.categories).toEqual(['سایر لوازم ورزشی']);
    const mail = t.app.contactForms.submissions.mails(stored?.id ?? 0)[0];
    expect(mail?.body).toContain('گروه کالاها: سایر لوازم ورزشی');
    const two = wholesaleParts(page.containerPost).concat([['business-type', 'عمده‌فروش']]);
    // A repeated plain name keeps its last value (PHP), so exclusive stays one item.
    expect((await send(WHOLESALE_FORM_ID, two)).json().status).toBe('mail_sent');
    const array = wholesaleParts(page.containerPost)
      .filter(([name]) => name !== 'business-type')
      .concat([
        ['business-type[]', 'عمده‌فروش'],
        ['business-type[]', 'فروشگاه حضوری'],
      ]);
    const invalid = (await send(WHOLESALE_FORM_ID, array)).json<FeedbackResponse>();
    expect(invalid.invalid_fields.map((f) => [f.field, f.message])).toEqual([
      ['business-type', 'گزینه‌های بیش از اندازه‌ای انتخاب شده است.'],
    ]);
  });

  it('refuses values outside a choice list', async () => {
    await open();
    const parts = wholesaleParts(page.containerPost).map(([name, value]): Part =>
      name === 'contact-method' ? [name, 'کبوتر نامه‌بر'] : [name, value],
    );
    const body = (await send(WHOLESALE_FORM_ID, parts)).json<FeedbackResponse>();
    expect(body.invalid_fields).toEqual([
      expect.objectContaining({
        field: 'contact-method',
        message: 'مقداری تعریف‌نشده از راه این فیلد فرستاده شد.',
      }),
    ]);
  });
});

describe('captcha images', () => {
  it('serves a PNG per live challenge and 404 otherwise', async () => {
    let now = new Date('2025-06-01T10:00:00Z');
    await open({ clock: () => now });
    const url = new URL(page.forms[0]?.challenges.captcha?.['your-captcha'] ?? '').pathname;
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(image.rawPayload)).toBe(true);
    now = new Date('2025-06-01T11:00:01Z');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/wp-content/uploads/wpcf7_captcha/../x.png',
    });
    expect(bad.statusCode).toBe(404);
  });
});
