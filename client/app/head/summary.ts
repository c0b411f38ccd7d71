// Meta descriptions are plain text of about 160 characters: what search engines show under the
// title before they cut it themselves (Yoast's length check uses the same figure).
import { htmlToText } from '../../ui/html';

export const DESCRIPTION_LENGTH = 160;

/**
 * The text of an HTML fragment, cut at the last word boundary within `limit` characters with an
 * ellipsis; undefined when there is no text at all, so no empty description is sent.
 */
export function summary(html: string, limit = DESCRIPTION_LENGTH): string | undefined {
  const text = htmlToText(html);
  if (text === '') return undefined;
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  const cut = chars.slice(0, limit - 1).join('');
  const boundary = cut.search(/\s\S*$/);
  const words = boundary > 0 ? cut.slice(0, boundary) : cut;
  return `${words.replace(/[\s.,،؛:;!?؟\-–]+$/u, '')}…`;
}
