// The cheap test a site page's content passes before the app loads the forms' code: it never says
// "no" to a page readPageForms finds a form in.
import fs from 'node:fs';
import path from 'node:path';
import { mayHoldContactForms } from './formMarker';
import { readPageForms } from './readPageForms';

const restPage = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8')) as {
    id: number;
    content: { rendered: string };
  };

describe('mayHoldContactForms', () => {
  it.each(['cf7-page-11-rest.json', 'cf7-page-13-rest.json'])(
    'says yes to a real CF7 page (%s), whose forms readPageForms reads',
    (name) => {
      const { id, content } = restPage(name);
      expect(readPageForms(content.rendered, id).forms.length).toBeGreaterThan(0);
      expect(mayHoldContactForms(content.rendered)).toBe(true);
    },
  );

  it('says yes when the attribute is written in capitals, as the parser still reads it', () => {
    const { id, content } = restPage('cf7-page-11-rest.json');
    const shouted = content.rendered.replaceAll('data-wpcf7-id', 'DATA-WPCF7-ID');
    expect(readPageForms(shouted, id).forms.length).toBeGreaterThan(0);
    expect(mayHoldContactForms(shouted)).toBe(true);
  });

  it('says no to text without a form, even one naming CF7', () => {
    const text = '<p>با ما تماس بگیرید.</p><div class="wpcf7">فرم به‌زودی</div>';
    expect(readPageForms(text, 5).forms).toEqual([]);
    expect(mayHoldContactForms(text)).toBe(false);
  });
});
