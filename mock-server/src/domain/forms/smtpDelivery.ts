// SMTP: the stored Mail is handed to the server before the answer (a refusal is mail_failed and
// the submission stays); the auto-reply follows in the background and never changes the answer.
import type { SubmissionsRepository } from '../../storage/contactFormSubmissionsRepository';
import type { CompiledForm } from './compileForm';
import { composeMail } from './mailComposer';
import type { MailTransport } from './mailer';
import type { MailContext } from './mailTags';
import { outgoingMail } from './submissionMail';
import type { FeedbackInput } from './submission';

export interface SmtpDeliveryDeps {
  submissions: SubmissionsRepository;
  clock: () => Date;
  /** Background errors (Mail 2) go to the log, never to the visitor. */
  log: (message: string, error: unknown) => void;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createSmtpDelivery(deps: SmtpDeliveryDeps) {
  /** Mail (2) deliveries still running after their answer went out. */
  const background = new Set<Promise<void>>();

  async function deliver(
    form: CompiledForm,
    context: MailContext,
    input: FeedbackInput,
    transport: MailTransport,
    stored: { submissionId: number; mailId: number | undefined },
  ): Promise<'mail_sent' | 'mail_failed'> {
    const { submissionId, mailId } = stored;
    const mail = composeMail('mail', form.source.mail, context, 'sending');
    let status: 'mail_sent' | 'mail_failed' = 'mail_sent';
    try {
      await transport.send(outgoingMail(mail, input));
      if (mailId !== undefined) deps.submissions.markMail(mailId, 'sent', null, deps.clock());
    } catch (error) {
      status = 'mail_failed';
      if (mailId !== undefined) {
        deps.submissions.markMail(mailId, 'failed', reasonOf(error), deps.clock());
      }
    }
    deps.submissions.settle(submissionId, status);
    if (status === 'mail_sent' && form.source.mail2 !== undefined) {
      const reply = composeMail('mail_2', form.source.mail2, context, 'sending');
      const replyId = deps.submissions.addMail(submissionId, reply, deps.clock());
      const delivery = transport.send(outgoingMail(reply, input)).then(
        () => deps.submissions.markMail(replyId, 'sent', null, deps.clock()),
        (error: unknown) => {
          deps.log('Mail (2) was not delivered', error);
          deps.submissions.markMail(replyId, 'failed', reasonOf(error), deps.clock());
        },
      );
      background.add(delivery);
      void delivery.finally(() => background.delete(delivery));
    }
    return status;
  }

  /** Resolves once every Mail (2) started so far has been delivered or has failed. */
  async function settled(): Promise<void> {
    await Promise.allSettled([...background]);
  }

  return { deliver, settled };
}
