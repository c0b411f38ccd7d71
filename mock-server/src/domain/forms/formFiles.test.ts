// The shop's .cf7 contact form files: every key and section read, mistakes named by file and
// line, a folder loaded with duplicate ids refused, and the README's example kept valid.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FormFileError, loadFormFiles, parseFormFile } from './formFiles';

const GOOD = `# پیشنهادها
id: 201
title: فرم پیشنهاد
locale: fa_IR
pages: contact, about
acceptance_as_validation: on
message.mail_sent_ok: پیشنهاد شما رسید.
mail.subject: پیشنهاد تازه از [your-name]
mail.recipient: ideas@shop.example
mail_2.subject: سپاس از پیشنهاد شما

--- form
<label> نام
    [text* your-name] </label>
[acceptance ok] می‌پذیرم [/acceptance]
[submit "ارسال"]
--- mail.body
نام: [your-name]

پایان
`;

function errorOf(text: string): string {
  try {
    parseFormFile(text, 'ideas.cf7');
  } catch (error) {
    return error instanceof FormFileError ? error.message : `other: ${String(error)}`;
  }
  return 'no error';
}

describe('form files', () => {
  it('reads every key and section', () => {
    const form = parseFormFile(GOOD, 'ideas.cf7');
    expect(form).toMatchObject({
      id: 201,
      title: 'فرم پیشنهاد',
      locale: 'fa_IR',
      pages: ['contact', 'about'],
      acceptanceAsValidation: true,
      skipMail: false,
      messages: { mail_sent_ok: 'پیشنهاد شما رسید.' },
      origin: 'ideas.cf7',
    });
    expect(form.template).toContain('[text* your-name]');
    expect(form.mail).toMatchObject({
      subject: 'پیشنهاد تازه از [your-name]',
      recipient: 'ideas@shop.example',
      body: 'نام: [your-name]\n\nپایان',
    });
    expect(form.mail2).toMatchObject({ subject: 'سپاس از پیشنهاد شما', recipient: '[your-email]' });
  });

  it('names the file and line of each mistake', () => {
    expect(errorOf(GOOD.replace('id: 201', 'id: abc'))).toBe(
      'contact form file ideas.cf7, line 2: id must be a whole number from 1 to 999999999, got "abc"',
    );
    expect(errorOf(GOOD.replace('title: فرم پیشنهاد', 'titel: فرم'))).toBe(
      'contact form file ideas.cf7, line 3: unknown key "titel"',
    );
    expect(errorOf(GOOD.replace('message.mail_sent_ok', 'message.sent'))).toMatch(
      /^contact form file ideas.cf7, line 7: unknown message "sent"/,
    );
    expect(
      errorOf(GOOD.replace('acceptance_as_validation: on', 'acceptance_as_validation: yes')),
    ).toBe('contact form file ideas.cf7, line 6: expected "on" or "off", got "yes"');
    expect(errorOf(GOOD.replace('[text* your-name]', '[text* 9name]'))).toMatch(
      /^contact form file ideas.cf7, line 14: \[text\* 9name\]: a field name starts with a letter/,
    );
    expect(errorOf(GOOD.replace('--- mail.body', '--- mail.footer'))).toMatch(
      /^contact form file ideas.cf7, line 17: unknown section "--- mail.footer"/,
    );
    expect(errorOf(GOOD.replace('locale: fa_IR\n', 'locale: fa_IR\nlocale: en_US\n'))).toBe(
      'contact form file ideas.cf7, line 5: "locale" is already set on line 4',
    );
    expect(errorOf('id: 5\ntitle: x\n')).toBe(
      'contact form file ideas.cf7, line 3: the file has no "--- form" section with a template',
    );
    expect(errorOf('title: x\n--- form\n[submit]')).toBe(
      'contact form file ideas.cf7, line 3: the file has no "id:" line',
    );
    expect(errorOf('just some text')).toMatch(/line 1: expected "key: value"/);
  });

  it('loads *.cf7 files of a folder and refuses two files with one id', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.cf7'), GOOD);
      fs.writeFileSync(path.join(dir, 'notes.txt'), 'ignored');
      expect(loadFormFiles(dir).map((form) => form.id)).toEqual([201]);
      fs.writeFileSync(path.join(dir, 'b.cf7'), GOOD);
      expect(() => loadFormFiles(dir)).toThrow(
        `contact form file ${path.join(dir, 'b.cf7')}, line 2: id 201 is already used by ${path.join(dir, 'a.cf7')}`,
      );
      expect(() => loadFormFiles(path.join(dir, 'missing'))).toThrow(
        /CONTACT_FORMS_DIR .* cannot be read/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the README example', () => {
  it('is a valid form file', () => {
    const readme = fs.readFileSync(path.resolve(__dirname, '../../../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Contact forms from files'));
    const example = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const form = parseFormFile(example, 'README.md');
    expect(form).toMatchObject({ id: 201, pages: ['contact', 'about'] });
    expect(form.mail2?.subject).toBe('سپاس از پیشنهاد شما');
  });
});
