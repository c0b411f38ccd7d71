// What mail-tags stand for in one submission, and the mail handed to a transport.
import type { NewMail } from '../../storage/contactFormSubmissionsRepository';
import type { CompiledForm } from './compileForm';
import type { OutgoingMail } from './mailer';
import type { MailContext } from './mailTags';
import type { PostedValue } from './postedData';
import type { FeedbackInput, HiddenFields } from './submission';

export interface SiteForMail {
  title: string;
  adminEmail: string;
  mailFrom: string;
}

const siteDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  dateStyle: 'long',
  timeZone: 'Asia/Tehran',
});
const siteTime = new Intl.DateTimeFormat('fa-IR', { timeStyle: 'short', timeZone: 'Asia/Tehran' });

/** [_date] and [_time] change once a minute, so they are formatted once a minute. */
function minuteStamp(): (now: Date) => { date: string; time: string } {
  let minute = Number.NaN;
  let stamp = { date: '', time: '' };
  return (now) => {
    const current = Math.floor(now.getTime() / 60_000);
    if (current !== minute) {
      minute = current;
      stamp = { date: siteDate.format(now), time: siteTime.format(now) };
    }
    return stamp;
  };
}

export interface SubmissionForMail {
  form: CompiledForm;
  posted: ReadonlyMap<string, PostedValue>;
  /** As submitted, before pipes ([_raw_…]). */
  raw: ReadonlyMap<string, PostedValue>;
  input: FeedbackInput;
  hidden: HiddenFields;
  origin: string;
  now: Date;
}

export function createMailContexts(site: SiteForMail) {
  const stampOf = minuteStamp();
  return (submission: SubmissionForMail): MailContext => {
    const { form, input, now } = submission;
    const fileNames = new Map<string, string[]>();
    for (const tag of form.fileTags) {
      fileNames.set(
        tag.name,
        input.files.filter((file) => file.field === tag.name).map((file) => file.fileName),
      );
    }
    const stamp = stampOf(now);
    return {
      form,
      posted: submission.posted,
      raw: submission.raw,
      fileNames,
      special: {
        _site_title: site.title,
        _site_url: submission.origin,
        _site_admin_email: site.adminEmail,
        _site_mail_from: site.mailFrom,
        _remote_ip: input.remoteIp,
        _user_agent: input.userAgent,
        _post_id: String(submission.hidden.containerPost),
        _date: stamp.date,
        _time: stamp.time,
        _serial_number: '',
        _contact_form_title: form.source.title,
      },
    };
  };
}

/** The context once the submission has its id ([_serial_number]). */
export function withSerial(context: MailContext, serial: number): MailContext {
  return { ...context, special: { ...context.special, _serial_number: String(serial) } };
}

/** A stored mail row as a transport sends it, with the files of its attachment fields. */
export function outgoingMail(mail: NewMail, input: FeedbackInput): OutgoingMail {
  const files = new Set(mail.attachmentFields);
  return {
    from: mail.sender,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.body,
    headers: mail.headers,
    attachments: input.files
      .filter((file) => files.has(file.field))
      .map((file) => ({
        filename: file.fileName,
        content: file.bytes,
        contentType: file.mediaType,
      })),
  };
}
