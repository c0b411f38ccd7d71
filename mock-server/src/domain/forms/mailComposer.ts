// Turns a form's Mail / Mail (2) panels into concrete mail for one submission.
import type { NewMail } from '../../storage/contactFormSubmissionsRepository';
import type { MailTemplate } from './formSource';
import { oneLine, replaceMailTags, type MailContext } from './mailTags';

/** Headers a site owner may add; anything else in "additional headers" is ignored. */
const ALLOWED_HEADERS = new Set(['reply-to', 'cc', 'bcc', 'x-priority']);

function headersOf(template: string, context: MailContext): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of template.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const name = line.slice(0, colon).trim();
    if (!ALLOWED_HEADERS.has(name.toLowerCase())) continue;
    const value = oneLine(replaceMailTags(line.slice(colon + 1), context));
    if (value !== '') headers[name] = value;
  }
  return headers;
}

/** File fields named in the attachments panel: "[your-file]" -> your-file. */
function attachmentFields(template: string, context: MailContext): string[] {
  return [...template.matchAll(/\[\s*([a-zA-Z][0-9a-zA-Z:._-]*)\s*\]/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => context.fileNames.has(name));
}

export function composeMail(
  kind: NewMail['kind'],
  template: MailTemplate,
  context: MailContext,
  state: NewMail['state'],
): NewMail {
  return {
    kind,
    recipient: oneLine(replaceMailTags(template.recipient, context)),
    sender: oneLine(replaceMailTags(template.sender, context)),
    subject: oneLine(replaceMailTags(template.subject, context)),
    body: replaceMailTags(template.body, context),
    headers: headersOf(template.additionalHeaders, context),
    attachmentFields: attachmentFields(template.attachments, context),
    state,
  };
}
