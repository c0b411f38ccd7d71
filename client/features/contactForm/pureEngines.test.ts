// The contact form's pure rules, as CF7 keeps them: boot checks in CF7's order, challenge
// refills, event details, error ids and validation data, and the markup contract (control
// classes, dir="rtl", field names, captcha images, autocomplete, inert-on-{status} areas).
import type { SwvViolation } from '../../../contracts/contactForm7/swv';
import { API_NOT_DEFINED, NO_FETCH, NOT_DEFINED, bootProblem, wpcf7Settings } from './boot';
import { captchaChallengeOf, readChallenges } from './challenges';
import { submitDetail, visibleInputs } from './eventDetail';
import { applyChangeValidation, errorIdFor, validationData, withError } from './fieldErrors';
import {
  autocompleteOf,
  captchaImageClass,
  captchaImageSize,
  labelWords,
  controlClass,
  textControlExtras,
  wrapperLanguage,
} from './markup';
import { isInertFor } from './selectors';
import { definition, el, t, tag } from './testSupport';

describe('boot checks, in CF7 order', () => {
  it('needs the configuration, its api part, and fetch', () => {
    expect(bootProblem({ settings: undefined, fetch })).toBe(NOT_DEFINED);
    expect(bootProblem({ settings: {}, fetch })).toBe(API_NOT_DEFINED);
    const settings = wpcf7Settings({ apiRoot: '/wp-json/' });
    expect(settings).toEqual({ api: { root: '/wp-json/', namespace: 'contact-form-7/v1' } });
    expect(bootProblem({ settings, fetch: undefined })).toBe(NO_FETCH);
    expect(bootProblem({ settings, fetch })).toBeNull();
    expect(wpcf7Settings({ apiRoot: '  ' })).toBeUndefined();
    expect(NO_FETCH).toBe('Your browser does not support window.fetch().');
  });
});

describe('challenges', () => {
  it.each([
    ['https://shop.example/wp-content/uploads/wpcf7_captcha/2718281828.png', '2718281828'],
    ['/wp-content/uploads/wpcf7_captcha/42.gif', '42'],
    ['/x/7.jpeg', '7'],
    ['/x/7.jpg', ''],
    ['/x/abc.png', ''],
  ])('%s -> challenge %j', (url, challenge) => {
    expect(captchaChallengeOf(url)).toBe(challenge);
  });

  it('reads refills defensively', () => {
    expect(readChallenges([])).toEqual({});
    expect(readChallenges(null)).toEqual({});
    expect(readChallenges({ quiz: { a: ['q', 'h'], b: ['only one'] }, captcha: { c: 5 } })).toEqual(
      { quiz: { a: { question: 'q', answerHash: 'h' } }, captcha: {} },
    );
  });
});

describe('event detail', () => {
  it('leaves out underscore fields and keeps files as File objects', () => {
    const data = new FormData();
    data.append('_wpcf7', '101');
    data.append('your-name', 'علی');
    data.append('colour[]', 'قرمز');
    const file = new File(['x'], 'a.txt');
    data.append('attachment', file);
    expect(visibleInputs(data)).toEqual([
      { name: 'your-name', value: 'علی' },
      { name: 'colour[]', value: 'قرمز' },
      { name: 'attachment', value: expect.any(File) },
    ]);
    const identity = {
      contactFormId: 101,
      pluginVersion: '6.1.6',
      contactFormLocale: 'fa_IR',
      unitTag: 'wpcf7-f101-p7-o1',
      containerPostId: 7,
    };
    expect(submitDetail(identity, 'init', data)).toMatchObject({
      ...identity,
      status: 'init',
      formData: data,
    });
  });
});

describe('error ids and validation data', () => {
  it('strips characters CF7 strips from error ids', () => {
    expect(errorIdFor('wpcf7-f1-o1', 'a:b.c')).toBe('wpcf7-f1-o1-ve-abc');
  });

  it('posts free text only while enabled, skips novalidate areas, lists files', () => {
    const form = definition([
      t(tag('radio', 'how', ['free_text'], ['دوستان', 'سایر'])),
      el('div', { class: 'novalidate' }, t(tag('text*', 'note'))),
      t(tag('file', 'attachment')),
    ]);
    const files = { attachment: [{ name: 'a.pdf', size: 10, type: 'application/pdf' }] };
    const off = validationData(form, { how: 'دوستان', _wpcf7_free_text_how: 'x' }, files);
    expect([...off.values.keys()]).toEqual(['how']);
    expect(off.files.get('attachment')).toEqual(files.attachment);
    const on = validationData(form, { how: 'سایر', _wpcf7_free_text_how: 'رادیو' }, {});
    expect(on.values.get('_wpcf7_free_text_how')).toEqual(['رادیو']);
  });

  it('applies results up to the target, never past it, and adds no new error to untouched fields', () => {
    const form = definition([t(tag('text*', 'a')), t(tag('text*', 'b')), t(tag('text*', 'c'))]);
    const violation: SwvViolation = { rule: 'required', error: 'لازم' };
    const violations = new Map([
      ['a', violation],
      ['b', violation],
      ['c', violation],
    ]);
    const base = { unitTag: 'u', definition: form, violations, target: 'b' };
    expect(
      applyChangeValidation({ ...base, errors: [], touched: new Set(['b']) }).map((e) => e.field),
    ).toEqual(['b']);
    expect(
      applyChangeValidation({ ...base, errors: [], touched: new Set(['a', 'b']) }).map(
        (e) => e.field,
      ),
    ).toEqual(['a', 'b']);
    // An error already shown on an untouched field is kept up to date, and c is left alone.
    const shown = withError(withError([], 'u', 'a', 'قدیمی'), 'u', 'c', 'قدیمی');
    expect(
      applyChangeValidation({ ...base, errors: shown, touched: new Set() }).map((e) => [
        e.field,
        e.message,
      ]),
    ).toEqual([
      ['c', 'قدیمی'],
      ['a', 'لازم'],
      ['b', 'لازم'],
    ]);
  });
});

describe('markup contract', () => {
  it('builds CF7 control classes', () => {
    expect(controlClass(tag('email*', 'e', ['class:wide']), textControlExtras('email'))).toBe(
      'wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email wide',
    );
    expect(controlClass(tag('text', 'n'), textControlExtras('text'), true)).toBe(
      'wpcf7-form-control wpcf7-text wpcf7-not-valid',
    );
    expect(controlClass(tag('radio', 'r'))).toBe('wpcf7-form-control wpcf7-radio');
  });

  it('writes dir="rtl" only for CF7\'s right-to-left locales', () => {
    expect(wrapperLanguage('fa_IR')).toEqual({ lang: 'fa-IR', dir: 'rtl' });
    expect(wrapperLanguage('fa')).toEqual({ lang: 'fa', dir: 'ltr' });
    expect(wrapperLanguage('he_IL').dir).toBe('rtl');
    expect(wrapperLanguage('en_US').dir).toBe('ltr');
  });

  it("names a field with its label's words, without a note in brackets or a colon", () => {
    const text = (value: string) => ({ kind: 'text' as const, text: value });
    expect(labelWords({ children: [text(' تاریخ شروع همکاری (اختیاری)\n    ')] })).toBe(
      'تاریخ شروع همکاری',
    );
    expect(
      labelWords({
        children: [text('عددهای تصویر را بنویسید:'), { kind: 'tag', tag: tag('captchar', 'c') }],
      }),
    ).toBe('عددهای تصویر را بنویسید');
  });

  it('shows captcha images larger than CF7 does, and names them as CF7', () => {
    expect(captchaImageSize(tag('captchac', 'c'))).toEqual({ width: 180, height: 60 });
    expect(captchaImageSize(tag('captchac', 'c', ['size:s']))).toEqual({ width: 150, height: 50 });
    expect(captchaImageSize(tag('captchac', 'c', ['size:l']))).toEqual({ width: 210, height: 70 });
    expect(captchaImageClass(tag('captchac', 'cap:1'))).toBe(
      'wpcf7-form-control wpcf7-captchac wpcf7-captcha-cap1',
    );
  });

  it('turns autocomplete off for quiz and captcha answers', () => {
    expect(autocompleteOf(tag('quiz', 'q', ['autocomplete:name']))).toBe('off');
    expect(autocompleteOf(tag('text', 'n', ['autocomplete:name']))).toBe('name');
  });

  it('makes inert-on-{status} areas inert in that status only', () => {
    expect(isInertFor('box inert-on-submitting', 'submitting')).toBe(true);
    expect(isInertFor('box inert-on-submitting', 'sent')).toBe(false);
    expect(isInertFor(undefined, 'init')).toBe(false);
  });
});
