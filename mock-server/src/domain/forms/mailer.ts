// Where mail goes: an SMTP server through nodemailer when SMTP_URL is set, otherwise the outbox
// table is the destination (the row written with the submission is the delivered mail).
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface MailTransport {
  /** 'outbox': the stored row is the delivery; 'smtp': send() hands the mail to a server. */
  readonly kind: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function outboxTransport(): MailTransport {
  return { kind: 'outbox', send: async () => undefined, close: () => undefined };
}

/**
 * A pooled SMTP transport: connections stay open between submissions, so handing a mail over
 * costs one round of SMTP commands, not a TCP + greeting each time.
 */
export function smtpTransport(url: string, timeoutMs: number): MailTransport {
  const parsed = new URL(url);
  const transporter: Transporter = nodemailer.createTransport({
    host: parsed.hostname,
    port: parsed.port === '' ? undefined : Number(parsed.port),
    secure: parsed.protocol === 'smtps:',
    auth:
      parsed.username === ''
        ? undefined
        : { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // A local relay often has a self-signed certificate; ?tls=strict turns checking on.
    tls: { rejectUnauthorized: parsed.searchParams.get('tls') === 'strict' },
    ignoreTLS: parsed.searchParams.get('tls') === 'off',
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
        attachments: mail.attachments,
      });
    },
    close: () => transporter.close(),
  };
}
