// sanitizeTextField does what WordPress sanitize_text_field does to attribution values: tags
// and scripts stripped, whitespace collapsed, a lone < escaped, %XX octets and bad surrogates gone.
import { sanitizeTextField } from './sanitize';

describe('sanitizeTextField (WordPress sanitize_text_field)', () => {
  it.each([
    ['instagram', 'instagram'],
    ['  yalda   sale\n\tnow ', 'yalda sale now'],
    ['<b>bold</b> text', 'bold text'],
    ['a <script>alert(1)</script>b', 'a b'],
    ['1 < 2', '1 &lt; 2'],
    ['100%25 sure %zz', '100 sure %zz'],
    ['%2541', '41'],
    ['تلگرام', 'تلگرام'],
    [
      'https://shop.example/?utm_campaign=yalda sale',
      'https://shop.example/?utm_campaign=yalda sale',
    ],
    ['bad\uD800surrogate', 'badsurrogate'],
  ])('%j -> %j', (raw, clean) => {
    expect(sanitizeTextField(raw)).toBe(clean);
  });
});
