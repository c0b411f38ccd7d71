// Posts are stored as plain text and rendered to HTML here, so nothing a client writes through
// the API can inject markup into the shop's pages.

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}

/** Blank lines separate paragraphs, as WordPress's wpautop treats them. */
export function renderParagraphs(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br />\n')}</p>\n`)
    .join('\n');
}
