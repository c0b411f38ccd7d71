// The SWV schema compiled from a form, rule for rule as CF7 builds it, with its defaults,
// same-named tags merged (CF7 #1076), and quiz answers or pipe values never sent to the client.
import { compileForm } from './compileForm';
import { formSource as source } from './formSourceFixture';
import { parseTemplate } from './templateTree';
import { buildSchema } from './schemaBuilder';
import { DEFAULT_FORM_MESSAGES, type FormMessages } from './messages';

/** CF7's English defaults, to compare with the reference's example byte for byte. */
const ENGLISH: FormMessages = {
  ...DEFAULT_FORM_MESSAGES,
  invalid_required: 'Please fill out this field.',
  invalid_too_long: 'This field has a too long input.',
  invalid_email: 'Please enter an email address.',
  invalid_number: 'Please enter a number.',
  number_too_small: 'This field has a too small number.',
  number_too_large: 'This field has a too large number.',
  upload_file_type_invalid: 'You are not allowed to upload files of this type.',
  upload_file_too_large: 'The uploaded file is too large.',
};

describe('SWV schema', () => {
  it('matches the reference example rule for rule, in order, keys in order', () => {
    const { tags } = parseTemplate(
      '[text* your-name] [email* your-email] [radio pref "ایمیل" "تلفن"] [number qty min:1 max:10] ' +
        '[file receipt limit:2mb filetypes:jpg|pdf] [select* topic "پیگیری سفارش" "مرجوعی"]',
    );
    const schema = buildSchema(tags, ENGLISH, 'fa_IR');
    // The reference lists the rules with its own English messages; the enum/maxitems texts are
    // the shop's Persian fixed strings, so they are compared apart.
    const expected = [
      '{"rule":"required","field":"pref","error":"Please fill out this field."}',
      '{"rule":"maxitems","field":"pref","threshold":1,"error":"گزینه‌های بیش از اندازه‌ای انتخاب شده است."}',
      '{"rule":"file","field":"receipt","accept":[".jpg",".pdf"],"error":"You are not allowed to upload files of this type."}',
      '{"rule":"maxfilesize","field":"receipt","threshold":2097152,"error":"The uploaded file is too large."}',
      '{"rule":"number","field":"qty","error":"Please enter a number."}',
      '{"rule":"minnumber","field":"qty","threshold":"1","error":"This field has a too small number."}',
      '{"rule":"maxnumber","field":"qty","threshold":"10","error":"This field has a too large number."}',
      '{"rule":"required","field":"topic","error":"Please fill out this field."}',
      '{"rule":"required","field":"your-name","error":"Please fill out this field."}',
      '{"rule":"maxlength","field":"your-name","threshold":400,"error":"This field has a too long input."}',
      '{"rule":"required","field":"your-email","error":"Please fill out this field."}',
      '{"rule":"email","field":"your-email","error":"Please enter an email address."}',
      '{"rule":"maxlength","field":"your-email","threshold":400,"error":"This field has a too long input."}',
      '{"rule":"enum","field":"pref","accept":["ایمیل","تلفن"],"error":"مقداری تعریف‌نشده از راه این فیلد فرستاده شد."}',
      '{"rule":"enum","field":"topic","accept":["پیگیری سفارش","مرجوعی"],"error":"مقداری تعریف‌نشده از راه این فیلد فرستاده شد."}',
    ];
    expect(schema.version).toBe('Contact Form 7 SWV Schema 2024-10');
    expect(schema.locale).toBe('fa_IR');
    expect(schema.rules.map((rule) => JSON.stringify(rule))).toEqual(expected);
  });

  it('applies CF7 defaults and options', () => {
    const { tags } = parseTemplate(
      '[textarea msg minlength:10] [text t 20/50] [range r] [date d min:2024-01-01 max:2024-12-31] ' +
        '[file f] [checkbox c exclusive "a" "b"] [select s first_as_label "انتخاب کنید" "x" ""] ' +
        '[checkbox other free_text "a" "سایر"] [acceptance ok] [quiz q "a|b"] [tel m]',
    );
    const rules = buildSchema(tags, DEFAULT_FORM_MESSAGES).rules;
    const find = (rule: string, field: string) =>
      rules.find((r) => r.rule === rule && r.field === field);
    expect(find('maxlength', 'msg')?.threshold).toBe(2000);
    expect(find('minlength', 'msg')?.threshold).toBe(10);
    expect(find('maxlength', 't')?.threshold).toBe(50);
    expect(find('minnumber', 'r')?.threshold).toBe('0');
    expect(find('maxnumber', 'r')?.threshold).toBe('100');
    expect(find('mindate', 'd')?.threshold).toBe('2024-01-01');
    expect(find('file', 'f')?.accept).toEqual(['audio/*', 'video/*', 'image/*']);
    expect(find('maxfilesize', 'f')?.threshold).toBe(1048576);
    expect(find('maxitems', 'c')?.threshold).toBe(1);
    expect(find('enum', 's')?.accept).toEqual(['x']);
    expect(find('enum', 'other')).toBeUndefined();
    expect(find('tel', 'm')).toBeDefined();
    expect(rules.some((r) => ['ok', 'q'].includes(r.field ?? ''))).toBe(false);
  });

  it('merges same-named tags instead of failing one against the other (CF7 #1076)', () => {
    const { tags } = parseTemplate('[checkbox* color "قرمز"] [checkbox color "آبی"]');
    const rules = buildSchema(tags, DEFAULT_FORM_MESSAGES).rules;
    expect(rules.filter((r) => r.rule === 'required')).toHaveLength(1);
    expect(rules.find((r) => r.rule === 'enum')?.accept).toEqual(['قرمز', 'آبی']);
  });

  it('asks a required box group for a choice, not to "fill out this field" (issue 25)', () => {
    const { tags } = parseTemplate('[checkbox* color "قرمز" "آبی"] [radio size "S" "M"]');
    const rules = buildSchema(tags, DEFAULT_FORM_MESSAGES).rules;
    const required = (field: string) =>
      rules.find((r) => r.rule === 'required' && r.field === field)?.error;
    expect(required('color')).toBe('یکی را انتخاب کنید.');
    expect(required('size')).toBe(DEFAULT_FORM_MESSAGES.invalid_required);
  });
});

describe('compiled forms', () => {
  it('never gives the client quiz answers or pipe values', () => {
    const form = compileForm(
      source('[select s "نمایش|secret-value"] [quiz q "پایتخت؟|تهران"] [captchac c] [captchar c]'),
    );
    const json = JSON.stringify(form.definition);
    expect(json).not.toContain('secret-value');
    expect(json).not.toContain('تهران');
    expect(json).toContain('نمایش');
    expect(form.captchaTags.map((t) => t.name)).toEqual(['c']);
    expect(form.fieldTags.has('c')).toBe(true);
  });

  it('refuses captchas without their pair, counters of missing fields and quiz items without answers', () => {
    expect(() => compileForm(source('[captchar c]'))).toThrow('[captchar c] has no [captchac c]');
    expect(() => compileForm(source('[captchac c]'))).toThrow('has no [captchar c]');
    expect(() => compileForm(source('[count nothing]'))).toThrow('counts a field');
    expect(() => compileForm(source('[quiz q "question only"]'))).toThrow('"question|answer"');
  });

  it('gives a quiz with no items the CF7 default question', () => {
    const form = compileForm(source('[quiz q]'));
    expect(form.quizTags[0]?.pipes).toEqual([['1+1=?', '2']]);
  });
});
