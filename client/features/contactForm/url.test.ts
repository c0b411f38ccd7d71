// URLs typed into a contact form's url field, normalised as CF7 does (reference 6 vectors):
// `http://` added where no scheme is given, other values left alone, the trimmed value kept.
import { normaliseUrl } from './url';

describe('normaliseUrl (reference 6 vectors)', () => {
  it.each([
    ['example.com', 'http://example.com'],
    ['  example.com/path  ', 'http://example.com/path'],
    ['//example.com', 'http://example.com'],
    ['///a.b', 'http://a.b'],
    ['/path.html', 'http://path.html'],
    ['1.2.3.4', 'http://1.2.3.4'],
    ['سایت.ایران', 'http://سایت.ایران'],
    ['.com', 'http://.com'],
  ])('%j -> %j', (input, output) => {
    expect(normaliseUrl(input)).toBe(output);
  });

  it.each([
    'https://example.com',
    'mailto:a@b.co',
    'tel:+982112345678',
    'www.example.com:8080/x',
    'localhost',
    'example',
    '',
  ])('leaves %j unchanged', (input) => {
    expect(normaliseUrl(input)).toBe(input);
  });

  it('always writes the trimmed value back', () => {
    expect(normaliseUrl('  https://shop.example  ')).toBe('https://shop.example');
    expect(normaliseUrl('   ')).toBe('');
  });
});
