// WordPress's sanitize_text_field(), which WooCommerce runs on every attribution value before
// storing it: no tags, no line breaks or runs of whitespace, no percent-encoded octets.

/** Lone UTF-16 surrogates cannot be stored as UTF-8 (WordPress drops invalid UTF-8 the same way). */
function dropLoneSurrogates(value: string): string {
  return value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '',
  );
}

function stripTags(value: string): string {
  return (
    value
      .replace(/<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi, '')
      .replace(/<\/?[A-Za-z!?][^>]*>/g, '')
      // A "<" that opens no tag stays as text, escaped (wp_pre_kses_less_than).
      .replace(/</g, '&lt;')
  );
}

const OCTET = /%[a-f0-9]{2}/i;

export function sanitizeTextField(raw: string): string {
  let value = dropLoneSurrogates(raw);
  if (value.includes('<')) value = stripTags(value);
  value = value.replace(/[\r\n\t ]+/g, ' ').trim();
  let found = false;
  for (let match = OCTET.exec(value); match; match = OCTET.exec(value)) {
    value = value.split(match[0]).join('');
    found = true;
  }
  return found ? value.replace(/ +/g, ' ').trim() : value;
}
