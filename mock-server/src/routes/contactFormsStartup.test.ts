// Owner contact forms from CONTACT_FORMS_DIR: served beside the seeded ones or replacing one,
// and a malformed file stops start-up, naming its file and line. npm start also logs an error
// while CAPTCHA_TEST_ANSWER is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageForms } from './contactFormsTestKit';
import { runMain as runMainProcess } from '../../test/mainProcess';
import { buildTestApp } from '../../test/server';

jest.setTimeout(60_000);

const IDEAS = `id: 201
title: صندوق پیشنهادها
pages: about
--- form
<label> پیشنهاد شما [textarea* idea minlength:5] </label>
[submit "ارسال"]
`;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cf7-forms-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('CONTACT_FORMS_DIR', () => {
  it('serves the owner forms beside the seeded ones and lets a file replace a seeded form', async () => {
    fs.writeFileSync(path.join(dir, 'ideas.cf7'), IDEAS);
    fs.writeFileSync(
      path.join(dir, 'contact.cf7'),
      'id: 101\ntitle: فرم تماس تازه\npages: contact\n--- form\n[text* your-name] [submit]\n',
    );
    const t = await buildTestApp({ contactForms: { formsDir: dir } });
    try {
      const about = await pageForms(t.app, 'about');
      expect(about.forms.map((f) => [f.form.id, f.form.title, f.unitTag])).toEqual([
        [201, 'صندوق پیشنهادها', 'wpcf7-f201-o1'],
      ]);
      const contact = await pageForms(t.app, 'contact');
      expect(contact.forms.map((f) => f.form.title)).toEqual([
        'فرم تماس تازه',
        'درخواست خرید عمده',
      ]);
      const schema = await t.app.inject({
        method: 'GET',
        url: '/wp-json/contact-form-7/v1/contact-forms/201/feedback/schema',
      });
      expect(schema.json().rules.map((r: { rule: string }) => r.rule)).toEqual([
        'required',
        'minlength',
        'maxlength',
      ]);
    } finally {
      await t.close();
    }
  });

  it('stops start-up on a malformed file, naming the file and line', async () => {
    fs.writeFileSync(
      path.join(dir, 'ideas.cf7'),
      IDEAS.replace('[textarea* idea', '[textarea* 1idea'),
    );
    await expect(buildTestApp({ contactForms: { formsDir: dir } })).rejects.toThrow(
      `contact form file ${path.join(dir, 'ideas.cf7')}, line 5: [textarea* 1idea]: a field name starts with a letter`,
    );
  });
});

const runMain = (env: Record<string, string>) =>
  runMainProcess({ UPLOADS_DIR: path.join(dir, 'uploads'), ...env });

describe('npm start', () => {
  it('logs an error-level line at start-up while CAPTCHA_TEST_ANSWER is set', async () => {
    const run = await runMain({ CAPTCHA_TEST_ANSWER: '1234' });
    const warning = run.logs.find((line) => line.msg?.startsWith('CAPTCHA_TEST_ANSWER is set'));
    // Error level: still seen when LOG_LEVEL=error hides warnings.
    expect(warning?.level).toBe(50);
  });

  it('refuses to start with a malformed form file', async () => {
    fs.writeFileSync(path.join(dir, 'broken.cf7'), 'id: 7\ntitle: x\nbogus line\n');
    const run = await runMain({ CONTACT_FORMS_DIR: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `contact form file ${path.join(dir, 'broken.cf7')}, line 3: expected "key: value"`,
    );
  });
});
