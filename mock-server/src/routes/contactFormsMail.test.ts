// Mail through a real SMTP server (the smtp-server package listening on 127.0.0.1), not a mock.
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { WHOLESALE_FORM_ID } from '../../../contracts/contactForm7';
import { buildTestApp, type TestApp } from '../../test/server';
import {
  multipart,
  pageForms,
  wholesaleParts,
  hiddenFields,
  type Part,
} from './contactFormsTestKit';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

interface Smtp {
  url: string;
  messages: Received[];
  waitFor(count: number): Promise<Received[]>;
  close(): Promise<void>;
}

async function startSmtp(onMessage?: (raw: string) => Error | undefined): Promise<Smtp> {
  const messages: Received[] = [];
  const waiters: Array<() => void> = [];
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const refusal = onMessage?.(raw);
        if (refusal) return callback(refusal);
        messages.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: async (count) => {
      while (messages.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 2047 words ("=?UTF-8?B?…?=") in a header, decoded. */
function decodeWords(text: string): string {
  return text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_whole, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r\n\r\n/)[0] ?? '';
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const line = unfolded
    .split('\r\n')
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return decodeWords(line?.slice(name.length + 1).trim() ?? '');
}

/** Every leaf part's decoded body (text and attachments), in order. */
function bodies(raw: string): string[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary === undefined ? [raw] : raw.split(`--${boundary}`).slice(1, -1);
  return parts.flatMap((part) => {
    if (/boundary=/i.test(part.split(/\r\n\r\n/)[0] ?? '') && boundary !== undefined)
      return bodies(part);
    const [head = '', ...rest] = part.split(/\r\n\r\n/);
    const content = rest.join('\r\n\r\n').trim();
    if (/content-transfer-encoding:\s*base64/i.test(head)) {
      return [Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')];
    }
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
      const bytes = content
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return [Buffer.from(bytes, 'latin1').toString('utf8')];
    }
    return [content];
  });
}

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';
let smtp: Smtp | undefined;
let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = undefined;
  smtp = undefined;
});

async function containerPost(app: TestApp): Promise<number> {
  return (await pageForms(app.app, 'contact')).containerPost;
}

async function send(app: TestApp, formId: number, parts: Part[]) {
  const { body, contentType } = await multipart(parts);
  const response = await app.app.inject({
    method: 'POST',
    url: `/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`,
    headers: { 'content-type': contentType, 'user-agent': UA },
    payload: body,
  });
  return response.json<{ status: string; posted_data_hash: string }>();
}

describe('mail over SMTP', () => {
  it('hands Mail to the server before answering, then sends Mail (2), both with Persian text', async () => {
    smtp = await startSmtp();
    t = await buildTestApp({ contactForms: { smtpUrl: smtp.url, captchaTestAnswer: '1111' } });
    const post = await containerPost(t);
    const refill = (
      await t.app.inject({
        method: 'GET',
        url: '/wp-json/contact-form-7/v1/contact-forms/101/refill',
      })
    ).json<{ captcha: Record<string, string> }>();
    const prefix = /(\d+)\.png$/.exec(refill.captcha['your-captcha'] ?? '')?.[1] ?? '';
    const parts: Part[] = [
      ...hiddenFields(101, post, 1),
      ['your-name', 'سارا محمدی'],
      ['your-email', 'sara@example.com'],
      ['your-subject', 'مرجوعی و تعویض کالا'],
      ['your-message', 'کفش سایز ۳۸ را می‌خواهم با ۳۹ عوض کنم.'],
      [
        'your-file',
        { fileName: 'فاکتور.pdf', type: 'application/pdf', content: '%PDF-1.4 فاکتور' },
      ],
      ['privacy-consent', '1'],
      ['your-captcha', '1111'],
      ['_wpcf7_captcha_challenge_your-captcha', prefix],
    ];
    const answer = await send(t, 101, parts);
    expect(answer.status).toBe('mail_sent');
    // Mail was accepted by the server before the answer; Mail (2) may still be on its way.
    expect(smtp.messages.length).toBeGreaterThanOrEqual(1);
    const [mail, reply] = await smtp.waitFor(2);
    expect(mail?.to).toEqual(['admin@shop.example']);
    expect(mail?.from).toBe('no-reply@shop.example');
    expect(header(mail?.raw ?? '', 'Subject')).toBe(
      'فروشگاه آوند «مرجوعی و تعویض کالا» از سارا محمدی',
    );
    expect(header(mail?.raw ?? '', 'Reply-To')).toBe('sara@example.com');
    const [text, attachment] = bodies(mail?.raw ?? '');
    expect(text).toContain('کفش سایز ۳۸ را می‌خواهم با ۳۹ عوض کنم.');
    expect(text).toContain('پیوست: فاکتور.pdf');
    expect(attachment).toBe('%PDF-1.4 فاکتور');
    expect(reply?.to).toEqual(['sara@example.com']);
    expect(header(reply?.raw ?? '', 'Subject')).toBe('پیام شما به فروشگاه آوند رسید');
    const [stored] = t.app.contactForms.submissions.latest(1);
    expect(stored?.status).toBe('mail_sent');
    await t.app.contactForms.mailSettled();
    expect(
      t.app.contactForms.submissions.mails(stored?.id ?? 0).map((m) => [m.kind, m.state]),
    ).toEqual([
      ['mail', 'sent'],
      ['mail_2', 'sent'],
    ]);
  });

  it('answers mail_failed when the server refuses the message, and keeps the submission', async () => {
    smtp = await startSmtp(() => Object.assign(new Error('mailbox full'), { responseCode: 552 }));
    t = await buildTestApp({ contactForms: { smtpUrl: smtp.url } });
    const answer = await send(t, WHOLESALE_FORM_ID, wholesaleParts(await containerPost(t)));
    expect(answer.status).toBe('mail_failed');
    expect(answer.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
    const [stored] = t.app.contactForms.submissions.latest(1);
    expect(stored?.status).toBe('mail_failed');
    const [mail] = t.app.contactForms.submissions.mails(stored?.id ?? 0);
    expect(mail?.state).toBe('failed');
    expect(mail?.error).toMatch(/mailbox full/);
  });

  it('answers mail_failed when no server listens', async () => {
    const closed = await startSmtp();
    const url = closed.url;
    await closed.close();
    t = await buildTestApp({ contactForms: { smtpUrl: url, smtpTimeoutMs: 2000 } });
    const answer = await send(t, WHOLESALE_FORM_ID, wholesaleParts(await containerPost(t)));
    expect(answer.status).toBe('mail_failed');
    expect(t.app.contactForms.submissions.counts().submissions).toBe(1);
  });
});
