// The contact form sagas with the CF7 transport mocked and a hand-made form in the DOM: statuses,
// CF7's DOM events and their order, resets, change-validation, failures that are only logged.
import type {
  FeedbackResponse,
  PageContactForms,
  SwvSchema,
} from '../../../contracts/contactForm7';
import { getPageContactForms, getRefill, getSchema, sendFeedback } from '../../api/contactForms';
import { makeTestStore, testConfig } from '../../app/testing';
import { locationChanged } from '../route';
import { contactFormSaga, type ContactFormEnvironment } from './sagas';
import { selectContactForm, selectPageForms } from './selectors';
import {
  captchaRefreshRequested,
  contactFormMounted,
  fieldChanged,
  fieldCommitted,
  resetRequested,
  submitRequested,
} from './slice';
import { definition, el, labelled, placed, t, tag, text } from './testSupport';

jest.mock('../../api/contactForms', () => ({
  getPageContactForms: jest.fn(),
  getRefill: jest.fn(),
  getSchema: jest.fn(),
  sendFeedback: jest.fn(),
}));

const mockedPage = jest.mocked(getPageContactForms);
const mockedRefill = jest.mocked(getRefill);
const mockedSchema = jest.mocked(getSchema);
const mockedFeedback = jest.mocked(sendFeedback);

const CONTACT = 'wpcf7-f101-p7-o1';
const WHOLESALE = 'wpcf7-f102-p7-o2';

const contactForm = definition([
  labelled('نام', tag('text*', 'your-name')),
  labelled('ایمیل', tag('email*', 'your-email')),
  labelled('وب‌سایت', tag('url', 'your-site')),
  el('div', { class: 'novalidate' }, labelled('یادداشت', tag('text*', 'note'))),
  labelled('پیام', tag('textarea', 'your-message', ['maxlength:100'])),
  t(tag('quiz', 'quiz-1')),
  t(tag('captchac', 'captcha-1')),
  t(tag('captchar', 'captcha-1')),
  el('p', {}, t(tag('acceptance', 'privacy')), text(' ')),
  t(tag('submit', '', [], ['ارسال'])),
]);
const wholesaleForm = definition([labelled('شرکت', tag('text*', 'company'))], {
  id: 102,
  title: 'استعلام عمده',
});

const challenges = {
  captcha: { 'captcha-1': '/wp-content/uploads/wpcf7_captcha/1111.png' },
  quiz: { 'quiz-1': ['۲ + ۳ = ؟', 'hash-1'] as [string, string] },
};

const page: PageContactForms = {
  containerPost: 7,
  forms: [placed(contactForm, CONTACT, challenges), placed(wholesaleForm, WHOLESALE)],
};

const schema: SwvSchema = {
  version: 'Contact Form 7 SWV Schema 2024-10',
  locale: 'fa_IR',
  rules: [
    { rule: 'required', field: 'your-name', error: 'لطفاً این فیلد را پر کنید.' },
    { rule: 'required', field: 'your-email', error: 'لطفاً این فیلد را پر کنید.' },
    { rule: 'email', field: 'your-email', error: 'لطفاً یک نشانی ایمیل وارد کنید.' },
    { rule: 'url', field: 'your-site', error: 'لطفاً یک نشانی اینترنتی وارد کنید.' },
    { rule: 'required', field: 'note', error: 'یادداشت لازم است.' },
    { rule: 'maxlength', field: 'your-message', threshold: 5, error: 'پیام بلند است.' },
  ],
};

function feedback(status: string, extra: Partial<FeedbackResponse> = {}): FeedbackResponse {
  return {
    contact_form_id: 101,
    status,
    message: `پیام ${status}`,
    invalid_fields: [],
    posted_data_hash: '',
    into: `#${CONTACT}`,
    ...extra,
  };
}

/** The wrapper and form as ContactForm renders them, with the inputs the saga reads. */
function mountFormElement(unitTag: string, inputs: Record<string, string> = {}): HTMLFormElement {
  const wrapper = document.createElement('div');
  wrapper.className = 'wpcf7';
  wrapper.id = unitTag;
  const form = document.createElement('form');
  form.className = 'wpcf7-form';
  for (const [name, value] of Object.entries({ _wpcf7: '101', ...inputs })) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  wrapper.append(form);
  document.body.append(wrapper);
  return form;
}

interface Heard {
  type: string;
  detail: Record<string, unknown>;
}

const EVENTS = [
  'wpcf7beforesubmit',
  'wpcf7submit',
  'wpcf7invalid',
  'wpcf7unaccepted',
  'wpcf7spam',
  'wpcf7aborted',
  'wpcf7mailsent',
  'wpcf7mailfailed',
  'wpcf7statuschanged',
  'wpcf7reset',
];

/** Listens on document, so only bubbling events are heard, as analytics snippets hear them. */
function listen(): { heard: Heard[]; stop: () => void } {
  const heard: Heard[] = [];
  const listener = (event: Event) =>
    heard.push({
      type: event.type,
      detail: (event as CustomEvent<Record<string, unknown>>).detail,
    });
  for (const type of EVENTS) document.addEventListener(type, listener);
  return {
    heard,
    stop: () => EVENTS.forEach((type) => document.removeEventListener(type, listener)),
  };
}

const log = jest.fn();

function environment(overrides: Partial<ContactFormEnvironment> = {}): ContactFormEnvironment {
  return { fetch: () => jest.fn(), window: null, log, ...overrides };
}

/** Lets awaited API promises settle: microtask turns only, no timers. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

async function startOnContactPage(env = environment(), config = testConfig) {
  const { store, task } = makeTestStore({ config, saga: contactFormSaga, args: [env] });
  store.dispatch(locationChanged({ pathname: '/contact', search: '', hash: '' }, 'start'));
  await settle();
  mountFormElement(CONTACT, { 'your-name': 'علی' });
  mountFormElement(WHOLESALE);
  store.dispatch(contactFormMounted({ unitTag: CONTACT }));
  store.dispatch(contactFormMounted({ unitTag: WHOLESALE }));
  return { store, task: task! };
}

const formOf = (store: ReturnType<typeof makeTestStore>['store'], unitTag = CONTACT) => {
  const form = selectContactForm(store.getState(), unitTag);
  if (!form) throw new Error(`no form ${unitTag}`);
  return form;
};

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  document.body.innerHTML = '';
  mockedPage.mockResolvedValue(page);
  mockedSchema.mockResolvedValue(schema);
  mockedRefill.mockResolvedValue({
    captcha: { 'captcha-1': '/wp-content/uploads/wpcf7_captcha/2222.png' },
    quiz: { 'quiz-1': ['۴ + ۱ = ؟', 'hash-2'] },
  });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('boot', () => {
  it('logs "Your browser does not support window.fetch()." and starts no form', async () => {
    const { store, task } = await startOnContactPage(environment({ fetch: () => undefined }));
    expect(log).toHaveBeenCalledWith('Your browser does not support window.fetch().');
    expect(store.getState().contactForms.boot).toEqual({
      ok: false,
      problem: 'Your browser does not support window.fetch().',
    });
    expect(mockedPage).not.toHaveBeenCalled();
    task.cancel();
  });

  it('logs "wpcf7 is not defined." without an API root', async () => {
    const { task } = await startOnContactPage(environment(), { ...testConfig, apiRoot: ' ' });
    expect(log).toHaveBeenCalledWith('wpcf7 is not defined.');
    expect(mockedPage).not.toHaveBeenCalled();
    task.cancel();
  });

  it('loads the contact page forms, one schema per form id, and starts both forms', async () => {
    const { store, task } = await startOnContactPage();
    expect(mockedPage).toHaveBeenCalledWith('contact');
    expect(selectPageForms(store.getState(), 'contact')).toMatchObject({
      status: 'loaded',
      unitTags: [CONTACT, WHOLESALE],
    });
    expect(mockedSchema.mock.calls.map((call) => call[1])).toEqual([101, 102]);
    expect(formOf(store).started).toBe(true);
    expect(formOf(store, WHOLESALE).started).toBe(true);
    expect(formOf(store).captcha['captcha-1']).toEqual({
      url: '/wp-content/uploads/wpcf7_captcha/1111.png',
      challenge: '1111',
    });
    expect(formOf(store).quiz['quiz-1']).toEqual({ question: '۲ + ۳ = ؟', answerHash: 'hash-1' });
    // A second visit in the same session keeps what the visitor typed.
    store.dispatch(locationChanged({ pathname: '/', search: '', hash: '' }, 'push'));
    store.dispatch(locationChanged({ pathname: '/contact', search: '', hash: '' }, 'push'));
    expect(mockedPage).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('records a page that could not be loaded with the Persian message', async () => {
    mockedPage.mockRejectedValue(new Error('down'));
    const { store, task } = await startOnContactPage();
    expect(selectPageForms(store.getState(), 'contact')).toMatchObject({
      status: 'failed',
      error: 'خطای ناشناخته‌ای رخ داد.',
    });
    task.cancel();
  });

  it('replaces a form nested inside another form with the wrong-place notice', async () => {
    const { store, task } = makeTestStore({ saga: contactFormSaga, args: [environment()] });
    store.dispatch(locationChanged({ pathname: '/contact', search: '', hash: '' }, 'start'));
    await settle();
    const outer = document.createElement('form');
    document.body.append(outer);
    outer.append(mountFormElement(CONTACT).parentElement!);
    store.dispatch(contactFormMounted({ unitTag: CONTACT }));
    expect(formOf(store)).toMatchObject({ wrongPlace: true, started: false });
    task!.cancel();
  });
});

describe('submit', () => {
  it('sends, resets and returns to sent, raising CF7 events in CF7 order', async () => {
    mockedFeedback.mockResolvedValue(
      feedback('mail_sent', {
        message: 'پیام شما فرستاده شد.',
        posted_data_hash: '9a4a1e8a5035c829d00ff9ee9bc5c3ff',
        captcha: { 'captcha-1': '/wp-content/uploads/wpcf7_captcha/3333.png' },
      }),
    );
    const { store, task } = await startOnContactPage();
    store.dispatch(fieldChanged({ unitTag: CONTACT, name: 'your-name', value: 'علی' }));
    const { heard, stop } = listen();

    store.dispatch(submitRequested({ unitTag: CONTACT, submitter: { name: 'go', value: '1' } }));
    expect(formOf(store).status).toBe('submitting');
    await settle();
    stop();

    expect(heard.map((event) => event.type)).toEqual([
      'wpcf7beforesubmit',
      'wpcf7statuschanged',
      'wpcf7statuschanged',
      'wpcf7mailsent',
      'wpcf7submit',
      'wpcf7statuschanged',
      'wpcf7statuschanged',
      'wpcf7reset',
    ]);
    const changes = heard
      .filter((event) => event.type === 'wpcf7statuschanged')
      .map((event) => `${String(event.detail.prevStatus)}>${String(event.detail.status)}`);
    expect(changes).toEqual([
      'init>submitting',
      'submitting>sent',
      'sent>resetting',
      'resetting>sent',
    ]);
    const [beforeSubmit] = heard;
    expect(beforeSubmit?.detail).toMatchObject({
      contactFormId: 101,
      pluginVersion: '6.1.6',
      contactFormLocale: 'fa_IR',
      unitTag: CONTACT,
      containerPostId: 7,
      status: 'init',
      inputs: [
        { name: 'your-name', value: 'علی' },
        { name: 'go', value: '1' },
      ],
    });
    expect(beforeSubmit?.detail.formData).toBeInstanceOf(FormData);
    const submitEvent = heard.find((event) => event.type === 'wpcf7submit');
    expect(submitEvent?.detail).toMatchObject({
      status: 'mail_sent',
      apiResponse: { status: 'mail_sent' },
    });
    expect(heard.at(-1)?.detail.apiResponse).toEqual(await mockedRefill.mock.results[0]?.value);

    const sent = formOf(store);
    expect(sent.status).toBe('sent');
    expect(sent.message).toBe('پیام شما فرستاده شد.');
    expect(sent.statusText).toBe('پیام شما فرستاده شد.');
    expect(sent.postedDataHash).toBe('9a4a1e8a5035c829d00ff9ee9bc5c3ff');
    expect(sent.values['your-name']).toBe('');
    expect(sent.resetAfterSend).toBe(false);
    // The refill after the reset wins over the captcha that came with the answer.
    expect(sent.captcha['captcha-1']?.challenge).toBe('2222');
    expect(sent.quiz['quiz-1']).toEqual({ question: '۴ + ۱ = ؟', answerHash: 'hash-2' });
    expect(mockedFeedback).toHaveBeenCalledWith('/wp-json/', 101, expect.any(FormData));
    // The other form on the page saw none of it.
    expect(formOf(store, WHOLESALE)).toMatchObject({ status: 'init', message: '' });
    task.cancel();
  });

  it('shows invalid_fields next to their fields and raises wpcf7invalid', async () => {
    mockedFeedback.mockResolvedValue(
      feedback('validation_failed', {
        message: 'یک یا چند فیلد خطا دارد.',
        invalid_fields: [
          {
            field: 'your-email',
            message: 'لطفاً یک نشانی ایمیل وارد کنید.',
            idref: null,
            error_id: `${CONTACT}-ve-your-email`,
          },
        ],
        captcha: { 'captcha-1': '/wp-content/uploads/wpcf7_captcha/4444.png' },
      }),
    );
    const { store, task } = await startOnContactPage();
    store.dispatch(fieldChanged({ unitTag: CONTACT, name: 'captcha-1', value: 'abcd' }));
    const { heard, stop } = listen();
    store.dispatch(submitRequested({ unitTag: CONTACT }));
    await settle();
    stop();

    expect(heard.map((event) => event.type)).toEqual([
      'wpcf7beforesubmit',
      'wpcf7statuschanged',
      'wpcf7statuschanged',
      'wpcf7invalid',
      'wpcf7submit',
    ]);
    const form = formOf(store);
    expect(form.status).toBe('invalid');
    expect(form.errors).toEqual([
      {
        field: 'your-email',
        message: 'لطفاً یک نشانی ایمیل وارد کنید.',
        errorId: `${CONTACT}-ve-your-email`,
      },
    ]);
    expect(form.message).toBe('یک یا چند فیلد خطا دارد.');
    // A new captcha came with the answer; the old answer is cleared.
    expect(form.captcha['captcha-1']?.challenge).toBe('4444');
    expect(form.values['captcha-1']).toBe('');
    // Submitting again clears the earlier errors first.
    mockedFeedback.mockResolvedValue(feedback('spam'));
    store.dispatch(submitRequested({ unitTag: CONTACT }));
    expect(formOf(store).errors).toEqual([]);
    await settle();
    task.cancel();
  });

  it.each([
    ['acceptance_missing', 'unaccepted', 'wpcf7unaccepted'],
    ['spam', 'spam', 'wpcf7spam'],
    ['aborted', 'aborted', 'wpcf7aborted'],
    ['mail_failed', 'failed', 'wpcf7mailfailed'],
    ['too_many_requests', 'custom-too-many_requests', null],
    ['payment_required', 'payment-required', null],
  ])('%s puts the form in %s and raises %s', async (status, slug, outcome) => {
    mockedFeedback.mockResolvedValue(feedback(status));
    const { store, task } = await startOnContactPage();
    const { heard, stop } = listen();
    store.dispatch(submitRequested({ unitTag: CONTACT }));
    await settle();
    stop();
    expect(formOf(store).status).toBe(slug);
    expect(formOf(store).message).toBe(`پیام ${status}`);
    const types = heard.map((event) => event.type).filter((type) => type !== 'wpcf7statuschanged');
    expect(types).toEqual(['wpcf7beforesubmit', ...(outcome ? [outcome] : []), 'wpcf7submit']);
    task.cancel();
  });

  it('only logs a failed request: no message, the form stays submitting', async () => {
    const failure = Object.assign(new Error('offline'), { code: 'fetch_error' });
    mockedFeedback.mockRejectedValue(failure);
    const { store, task } = await startOnContactPage();
    const { heard, stop } = listen();
    store.dispatch(submitRequested({ unitTag: CONTACT }));
    await settle();
    stop();
    expect(log).toHaveBeenCalledWith(failure);
    expect(formOf(store)).toMatchObject({ status: 'submitting', message: '', statusText: '' });
    expect(heard.map((event) => event.type)).not.toContain('wpcf7submit');
    task.cancel();
  });

  it('logs an answer without a status instead of breaking (CF7 #1759)', async () => {
    mockedFeedback.mockResolvedValue({ message: 'x' } as unknown as FeedbackResponse);
    const { store, task } = await startOnContactPage();
    store.dispatch(submitRequested({ unitTag: CONTACT }));
    await settle();
    expect(log).toHaveBeenCalled();
    expect(formOf(store).status).toBe('submitting');
    task.cancel();
  });
});

describe('reset', () => {
  it('goes resetting -> init, refills quiz and captcha, raises wpcf7reset with the refill', async () => {
    const { store, task } = await startOnContactPage();
    store.dispatch(fieldChanged({ unitTag: CONTACT, name: 'quiz-1', value: '۵' }));
    const { heard, stop } = listen();
    store.dispatch(resetRequested({ unitTag: CONTACT }));
    expect(formOf(store).status).toBe('resetting');
    await settle();
    stop();
    expect(heard.map((event) => event.type)).toEqual([
      'wpcf7statuschanged',
      'wpcf7statuschanged',
      'wpcf7reset',
    ]);
    expect(heard[2]?.detail).toMatchObject({ unitTag: CONTACT, apiResponse: { quiz: {} } });
    expect(formOf(store)).toMatchObject({ status: 'init', generation: 1 });
    expect(formOf(store).values['quiz-1']).toBe('');
    expect(formOf(store).quiz['quiz-1']?.answerHash).toBe('hash-2');
    task.cancel();
  });

  it('only logs a failed refill and stays resetting', async () => {
    mockedRefill.mockRejectedValue(new Error('offline'));
    const { store, task } = await startOnContactPage();
    store.dispatch(resetRequested({ unitTag: CONTACT }));
    await settle();
    expect(log).toHaveBeenCalled();
    expect(formOf(store).status).toBe('resetting');
    task.cancel();
  });

  it("keeps the mail_sent answer's captcha when the refill after the send fails", async () => {
    mockedFeedback.mockResolvedValue(
      feedback('mail_sent', {
        posted_data_hash: '9a4a1e8a5035c829d00ff9ee9bc5c3ff',
        captcha: { 'captcha-1': '/wp-content/uploads/wpcf7_captcha/3333.png' },
      }),
    );
    mockedRefill.mockRejectedValue(new Error('offline'));
    const { store, task } = await startOnContactPage();
    store.dispatch(submitRequested({ unitTag: CONTACT }));
    await settle();
    expect(log).toHaveBeenCalled();
    expect(formOf(store)).toMatchObject({ status: 'resetting', message: 'پیام mail_sent' });
    expect(formOf(store).captcha['captcha-1']?.challenge).toBe('3333');
    task.cancel();
  });

  it('resets every started form when the page comes back from the back-forward cache', async () => {
    const target = new EventTarget();
    const env = environment({
      window: target as unknown as ContactFormEnvironment['window'],
    });
    const { store, task } = await startOnContactPage(env);
    target.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(mockedRefill).not.toHaveBeenCalled();
    target.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await settle();
    expect(mockedRefill.mock.calls.map((call) => call[1]).sort()).toEqual([101, 102]);
    expect(formOf(store).captcha['captcha-1']?.challenge).toBe('2222');
    task.cancel();
  });

  it('replaces only the captcha when the visitor asks for a new image', async () => {
    const { store, task } = await startOnContactPage();
    store.dispatch(fieldChanged({ unitTag: CONTACT, name: 'quiz-1', value: '۵' }));
    store.dispatch(fieldChanged({ unitTag: CONTACT, name: 'captcha-1', value: 'xyz' }));
    store.dispatch(captchaRefreshRequested({ unitTag: CONTACT }));
    await settle();
    const form = formOf(store);
    expect(form.captcha['captcha-1']).toEqual({
      url: '/wp-content/uploads/wpcf7_captcha/2222.png',
      challenge: '2222',
    });
    expect(form.values['captcha-1']).toBe('');
    expect(form.values['quiz-1']).toBe('۵');
    expect(form.quiz['quiz-1']?.answerHash).toBe('hash-1');
    expect(form.status).toBe('init');
    task.cancel();
  });
});

describe('change-validation', () => {
  it('validates through validating and back, up to the changed field only', async () => {
    const { store, task } = await startOnContactPage();
    store.dispatch(fieldChanged({ unitTag: CONTACT, name: 'your-name', value: '' }));
    store.dispatch(fieldChanged({ unitTag: CONTACT, name: 'your-message', value: 'خیلی بلند' }));
    const { heard, stop } = listen();

    store.dispatch(fieldCommitted({ unitTag: CONTACT, name: 'your-email' }));
    stop();

    expect(heard.map((event) => event.detail.status)).toEqual(['validating', 'init']);
    // The visitor never touched the name field above: no error is forced on it (CF7 #871),
    // the changed field gets its own, and fields below are not looked at.
    expect(formOf(store).errors.map((error) => error.field)).toEqual(['your-email']);
    expect(formOf(store).status).toBe('init');

    store.dispatch(fieldChanged({ unitTag: CONTACT, name: 'your-name', value: 'علی' }));
    store.dispatch(fieldCommitted({ unitTag: CONTACT, name: 'your-name' }));
    store.dispatch(fieldChanged({ unitTag: CONTACT, name: 'your-name', value: '' }));
    store.dispatch(fieldCommitted({ unitTag: CONTACT, name: 'your-message' }));
    // Each wrap up to the target is redone in page order, so the list follows the page again.
    expect(formOf(store).errors.map((error) => [error.field, error.message])).toEqual([
      ['your-name', 'لطفاً این فیلد را پر کنید.'],
      ['your-email', 'لطفاً این فیلد را پر کنید.'],
      ['your-message', 'پیام بلند است.'],
    ]);
    task.cancel();
  });

  it('skips fields inside a novalidate area', async () => {
    const { store, task } = await startOnContactPage();
    const { heard, stop } = listen();
    store.dispatch(fieldCommitted({ unitTag: CONTACT, name: 'note' }));
    stop();
    expect(heard).toEqual([]);
    expect(formOf(store).errors).toEqual([]);
    task.cancel();
  });

  it('normalises a URL on its change, before validating it', async () => {
    const { store, task } = await startOnContactPage();
    store.dispatch(fieldChanged({ unitTag: CONTACT, name: 'your-site', value: ' shop.example ' }));
    store.dispatch(fieldCommitted({ unitTag: CONTACT, name: 'your-site' }));
    expect(formOf(store).values['your-site']).toBe('http://shop.example');
    expect(formOf(store).errors.map((error) => error.field)).not.toContain('your-site');
    task.cancel();
  });

  it('does nothing until the schema has arrived', async () => {
    mockedSchema.mockReturnValue(new Promise(() => undefined));
    const { store, task } = await startOnContactPage();
    const { heard, stop } = listen();
    store.dispatch(fieldCommitted({ unitTag: CONTACT, name: 'your-email' }));
    stop();
    expect(heard).toEqual([]);
    task.cancel();
  });

  it('takes the "fields have errors" summary away once the last error is fixed', async () => {
    const emailError = {
      field: 'your-email',
      message: 'لطفاً یک نشانی ایمیل وارد کنید.',
      idref: null,
      error_id: `${CONTACT}-ve-your-email`,
    };
    const summary = 'یک یا چند فیلد خطا دارد.';
    mockedFeedback.mockResolvedValue(
      feedback('validation_failed', {
        message: summary,
        invalid_fields: [emailError, { ...emailError, field: 'your-name' }],
      }),
    );
    const { store, task } = await startOnContactPage();
    store.dispatch(submitRequested({ unitTag: CONTACT }));
    await settle();
    expect(formOf(store)).toMatchObject({ status: 'invalid', message: summary });

    store.dispatch(fieldChanged({ unitTag: CONTACT, name: 'your-name', value: 'مریم' }));
    store.dispatch(fieldCommitted({ unitTag: CONTACT, name: 'your-name' }));
    // One error left: the summary still holds.
    expect(formOf(store)).toMatchObject({ status: 'invalid', message: summary });

    store.dispatch(fieldChanged({ unitTag: CONTACT, name: 'your-email', value: 'm@example.com' }));
    const { heard, stop } = listen();
    store.dispatch(fieldCommitted({ unitTag: CONTACT, name: 'your-email' }));
    stop();
    expect(formOf(store).errors).toEqual([]);
    expect(formOf(store)).toMatchObject({ status: 'init', message: '', statusText: '' });
    expect(heard.map((event) => event.detail.status)).toEqual(['validating', 'init']);
    task.cancel();
  });

  it('returns to a custom status afterwards, not custom-custom-…', async () => {
    mockedFeedback.mockResolvedValue(feedback('too_many_requests'));
    const { store, task } = await startOnContactPage();
    store.dispatch(submitRequested({ unitTag: CONTACT }));
    await settle();
    store.dispatch(fieldCommitted({ unitTag: CONTACT, name: 'your-name' }));
    expect(formOf(store).status).toBe('custom-too-many_requests');
    task.cancel();
  });
});
