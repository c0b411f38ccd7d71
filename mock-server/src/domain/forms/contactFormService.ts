// The three CF7 operations. Submission order: validation (file rules apart), acceptance, spam,
// the uploaded files (CF7 checks them last), the rate limit, then storing (files with the
// submission) and mail. Every
// accepted submission (fields, files, consent, unit tag, page, IP, agent, time) and its mail rows
// are stored in one transaction before the answer; rejected ones write nothing.
import { randomInt } from 'node:crypto';
import {
  CAPTCHA_URL_PATH,
  TOO_MANY_REQUESTS_STATUS,
  type Challenges,
  type FeedbackResponse,
  type RefillResponse,
} from '../../../../contracts/contactForm7';
import type {
  NewSubmission,
  SubmissionsRepository,
} from '../../storage/contactFormSubmissionsRepository';
import type { CaptchaService } from './captcha';
import type { CompiledForm } from './compileForm';
import { feedbackResponse, invalidFieldsOf } from './feedbackResponse';
import { createGroupCommitter } from './groupCommit';
import { composeMail } from './mailComposer';
import type { MailTransport } from './mailer';
import { replaceMailTags, stripTags, type MailContext } from './mailTags';
import { buildPostedData, NOT_FOR_MAIL, readPost, type PostedValue } from './postedData';
import type { createPostedDataHasher } from './postedDataHash';
import type { QuizHasher } from './quiz';
import type { RateLimiter } from './rateLimit';
import { createSmtpDelivery } from './smtpDelivery';
import type { createSpamCheck } from './spam';
import type { FeedbackInput, HiddenFields } from './submission';
import { acceptanceHolds, createSubmissionChecks, truthy } from './submissionChecks';
import { createMailContexts, withSerial, type SiteForMail } from './submissionMail';

export type { SiteForMail } from './submissionMail';

export interface ContactFormServiceDeps {
  submissions: SubmissionsRepository;
  captcha: CaptchaService;
  quiz: QuizHasher;
  postedDataHash: ReturnType<typeof createPostedDataHasher>;
  spam: ReturnType<typeof createSpamCheck>;
  rateLimiter: RateLimiter;
  /** Read per submission so a test can swap or break it at run time. */
  transport: () => MailTransport;
  /** Fault switch: the transport fails (mail_failed) while true. */
  mailFails: () => boolean;
  site: SiteForMail;
  clock: () => Date;
  /** Background errors (Mail 2 delivery) go to the log, never to the visitor. */
  log: (message: string, error: unknown) => void;
}

export interface RequestSite {
  /** "http://host:port", for captcha image URLs and [_site_url]. */
  origin: string;
}

interface Accepted {
  post: ReadonlyMap<string, PostedValue>;
  posted: ReadonlyMap<string, PostedValue>;
  input: FeedbackInput;
  hidden: HiddenFields;
  hash: string;
  now: Date;
  context: MailContext;
  /** Mail goes over SMTP after the commit (rows start as `sending`). */
  smtp: boolean;
  /** The fault switch is on: no mail, status mail_failed. */
  failing: boolean;
}

/** Everything stored for an accepted submission; mail rows are made inside the transaction. */
function acceptedSubmission(form: CompiledForm, accepted: Accepted): NewSubmission {
  const { post, posted, input, hidden, context, smtp, failing } = accepted;
  const formFiles = new Set(form.fileTags.map((tag) => tag.name));
  const fields: Array<[string, PostedValue]> = [];
  for (const [name, value] of posted) {
    const tag = form.fieldTags.get(name);
    if (tag !== undefined && !NOT_FOR_MAIL.has(tag.basetype) && !formFiles.has(name)) {
      fields.push([name, value]);
    }
  }
  for (const tag of form.fileTags) fields.push([tag.name, context.fileNames.get(tag.name) ?? []]);
  return {
    formId: form.id,
    unitTag: hidden.unitTag,
    containerPost: hidden.containerPost,
    status: smtp ? 'mail_pending' : failing ? 'mail_failed' : 'mail_sent',
    fields,
    consent: form.acceptanceTags
      .filter((tag) => truthy(post.get(tag.name)) && tag.content !== '')
      .map((tag) => [tag.name, tag.content]),
    remoteIp: input.remoteIp,
    userAgent: input.userAgent,
    postedDataHash: accepted.hash,
    created: accepted.now,
    attachments: input.files
      .filter((file) => formFiles.has(file.field))
      .map((file) => ({
        field: file.field,
        fileName: file.fileName,
        mediaType: file.mediaType,
        content: file.bytes,
      })),
    mails: (serial) => {
      if (form.source.skipMail || failing) return [];
      const mailContext = withSerial(context, serial);
      const list = [
        composeMail('mail', form.source.mail, mailContext, smtp ? 'sending' : 'queued'),
      ];
      // Mail (2) only after Mail succeeded: in the outbox that is now, over SMTP after the send.
      if (form.source.mail2 !== undefined && !smtp) {
        list.push(composeMail('mail_2', form.source.mail2, mailContext, 'queued'));
      }
      return list;
    },
  };
}

export function createContactFormService(deps: ContactFormServiceDeps) {
  const invalidFields = createSubmissionChecks(deps);
  const mailContextOf = createMailContexts(deps.site);
  const smtpDelivery = createSmtpDelivery(deps);
  const committer = createGroupCommitter((items: readonly NewSubmission[]) =>
    deps.submissions.storeMany(items),
  );

  /**
   * Fresh quiz questions and captcha images; key order quiz, captcha, as CF7 6.1.6's refill
   * (its quiz module hooks wpcf7_refill_response before Really Simple CAPTCHA's).
   */
  function challenges(form: CompiledForm, site: RequestSite): Challenges {
    const result: Challenges = {};
    if (form.quizTags.length > 0) {
      result.quiz = Object.fromEntries(
        form.quizTags.map((tag) => {
          const [question, answer] = tag.pipes[randomInt(0, tag.pipes.length)] ?? ['', ''];
          return [tag.name, [question, deps.quiz.hash(answer)]];
        }),
      );
    }
    if (form.captchaTags.length > 0) {
      const now = deps.clock();
      result.captcha = Object.fromEntries(
        form.captchaTags.map((tag) => [
          tag.name,
          `${site.origin}${CAPTCHA_URL_PATH}${deps.captcha.issue(now)}.png`,
        ]),
      );
    }
    return result;
  }

  function refill(form: CompiledForm, site: RequestSite): RefillResponse {
    return form.captchaTags.length + form.quizTags.length === 0 ? [] : challenges(form, site);
  }

  async function feedback(
    form: CompiledForm,
    input: FeedbackInput,
    hidden: HiddenFields,
    site: RequestSite,
  ): Promise<FeedbackResponse> {
    const now = deps.clock();
    const post = readPost(input.fields);
    const answer = (status: string, message: string, hash: string, invalid?: Map<string, string>) =>
      feedbackResponse({
        formId: form.id,
        status,
        message,
        invalidFields: invalid && invalidFieldsOf(form, hidden.unitTag, invalid),
        postedDataHash: hash,
        unitTag: hidden.unitTag,
        challenges: challenges(form, site),
      });

    const invalid = invalidFields(form, post, input.files, now);
    if (invalid.fields.size > 0) {
      return answer('validation_failed', form.messages.validation_error, '', invalid.fields);
    }
    if (
      !form.source.acceptanceAsValidation &&
      !form.acceptanceTags.every((tag) => acceptanceHolds(tag, post))
    ) {
      return answer('acceptance_missing', form.messages.accept_terms, '');
    }
    const posted = buildPostedData(form, post);
    if (deps.spam({ posted, remoteIp: input.remoteIp, userAgent: input.userAgent }) !== undefined) {
      return answer('spam', form.messages.spam, '');
    }
    // Uploaded files last, as CF7: a bad file is reported once everything else passed.
    if (invalid.files.size > 0) {
      return answer('validation_failed', form.messages.validation_error, '', invalid.files);
    }
    if (!deps.rateLimiter.take(input.remoteIp, now)) {
      return answer(TOO_MANY_REQUESTS_STATUS, form.messages.too_many_requests, '');
    }

    const hash = deps.postedDataHash(now, input.remoteIp, hidden.unitTag, [...posted.values()]);
    const raw = new Map(post);
    const context = mailContextOf({ form, posted, raw, input, hidden, origin: site.origin, now });
    const transport = deps.transport();
    const failing = deps.mailFails() && !form.source.skipMail;
    const smtp = transport.kind === 'smtp' && !failing && !form.source.skipMail;
    const { submissionId, mailIds } = await committer.write(
      acceptedSubmission(form, { post, posted, input, hidden, hash, now, context, smtp, failing }),
    );
    const serialContext = withSerial(context, submissionId);
    const status = smtp
      ? await smtpDelivery.deliver(form, serialContext, input, transport, {
          submissionId,
          mailId: mailIds[0],
        })
      : failing
        ? 'mail_failed'
        : 'mail_sent';
    const template =
      status === 'mail_sent' ? form.messages.mail_sent_ok : form.messages.mail_sent_ng;
    return answer(status, stripTags(replaceMailTags(template, serialContext)), hash);
  }

  return { feedback, refill, challenges, settled: smtpDelivery.settled };
}

export type ContactFormService = ReturnType<typeof createContactFormService>;
