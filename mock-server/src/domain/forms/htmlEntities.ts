// A small HTML entity decoder: templates, quiz answers and select values are written by site owners
// who escape as WordPress editors do.

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  zwnj: '\u200c',
  zwj: '\u200d',
  lrm: '\u200e',
  rlm: '\u200f',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  copy: '©',
  reg: '®',
  times: '×',
};

function fromCodePoint(code: number): string | undefined {
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff) return undefined;
  if (code >= 0xd800 && code <= 0xdfff) return undefined;
  return String.fromCodePoint(code);
}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) {
      return fromCodePoint(parseInt(body.slice(2), 16)) ?? whole;
    }
    if (body.startsWith('#')) return fromCodePoint(parseInt(body.slice(1), 10)) ?? whole;
    return Object.prototype.hasOwnProperty.call(NAMED, body.toLowerCase())
      ? (NAMED[body.toLowerCase()] ?? whole)
      : whole;
  });
}
