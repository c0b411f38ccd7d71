// The page a contact form's plain post gets back when the browser runs no JavaScript (issue 25):
// CF7 answers such a post by drawing the page again with its response; the shop's pages are drawn
// by the client, so this is a small page of its own in the shop's language, with the same
// message and the same field errors the REST answer carries, and a way back to the form (the
// browser's back keeps what was typed).
import type { FeedbackResponse } from '../../../../contracts/contactForm7';
import { escapeHtml } from '../text';

export function plainAnswerPage(
  answer: FeedbackResponse,
  backTo: string,
  siteName: string,
): string {
  const sent = answer.status === 'mail_sent';
  const errors = answer.invalid_fields
    .map((field) => `<li>${escapeHtml(field.message)}</li>`)
    .join('');
  return [
    '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(sent ? 'پیام شما فرستاده شد' : 'پیام فرستاده نشد')} – ${escapeHtml(siteName)}</title>`,
    '</head><body><main>',
    `<h1>${escapeHtml(sent ? 'پیام شما فرستاده شد' : 'پیام فرستاده نشد')}</h1>`,
    `<p role="status">${escapeHtml(answer.message)}</p>`,
    errors === '' ? '' : `<ul>${errors}</ul>`,
    `<p><a href="${escapeHtml(backTo)}">${escapeHtml(sent ? 'بازگشت' : 'بازگشت به فرم و درست کردن')}</a></p>`,
    '</main></body></html>',
  ].join('');
}
