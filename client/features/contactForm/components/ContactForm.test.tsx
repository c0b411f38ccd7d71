// The contact page and its forms in jsdom with the real sagas and a mocked CF7 transport:
// CF7's markup contract, ARIA, the section 5 rules as a visitor meets them, and the DOM events.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  FeedbackResponse,
  PageContactForms,
  SwvSchema,
} from '../../../../contracts/contactForm7';
import { getPageContactForms, getRefill, getSchema, sendFeedback } from '../../../api/contactForms';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { locationChanged } from '../../route';
import { contactFormSaga } from '../sagas';
import { definition, el, labelled, placed, t, tag, text } from '../testSupport';
import { ContactForm } from './ContactForm';
import { ContactPage } from './ContactPage';

jest.mock('../../../api/contactForms', () => ({
  getPageContactForms: jest.fn(),
  getRefill: jest.fn(),
  getSchema: jest.fn(),
  sendFeedback: jest.fn(),
}));

const UNIT = 'wpcf7-f101-p7-o1';
const OTHER = 'wpcf7-f102-p7-o2';

const contact = definition(
  [
    labelled('نام', tag('text*', 'your-name', ['autocomplete:name'])),
    labelled('ایمیل', tag('email*', 'your-email', ['id:customer-email'])),
    labelled('موبایل', tag('tel', 'mobile')),
    labelled('موضوع', tag('select*', 'subject', ['include_blank'], ['پیگیری سفارش', 'مرجوعی'])),
    labelled('پیام', tag('textarea*', 'your-message', ['maxlength:10', 'minlength:3'])),
    el('p', {}, t(tag('count', 'your-message', ['down']))),
    labelled('پیوست', tag('file', 'attachment', ['limit:2mb', 'filetypes:jpg|pdf'])),
    el('p', {}, text('رنگ '), t(tag('checkbox', 'colour', ['exclusive'], ['قرمز', 'سبز', 'آبی']))),
    el('p', {}, text('آشنایی '), t(tag('radio', 'how', ['free_text'], ['دوستان', 'سایر']))),
    el('p', {}, t(tag('acceptance', 'privacy', [], [], 'با قوانین حریم خصوصی موافقم'))),
    el('p', {}, t(tag('acceptance', 'no-news', ['invert', 'optional'], [], 'خبرنامه نفرستید'))),
    t(tag('quiz', 'quiz-1')),
    el('p', {}, t(tag('captchac', 'captcha-1')), t(tag('captchar', 'captcha-1'))),
    el('fieldset', { class: 'inert-on-submitting' }, t(tag('submit', '', [], ['ارسال پیام']))),
  ],
  { title: 'فرم تماس' },
);
const wholesale = definition([labelled('شرکت', tag('text*', 'company'))], {
  id: 102,
  title: 'استعلام عمده‌فروشی',
});

const page: PageContactForms = {
  containerPost: 7,
  forms: [
    placed(contact, UNIT, {
      captcha: { 'captcha-1': '/wp-content/uploads/wpcf7_captcha/1111.png' },
      quiz: { 'quiz-1': ['۲ + ۳ = ؟', 'hash-1'] },
    }),
    placed(wholesale, OTHER),
  ],
};

const schema: SwvSchema = {
  version: 'Contact Form 7 SWV Schema 2024-10',
  locale: 'fa_IR',
  rules: [{ rule: 'required', field: 'your-name', error: 'لطفاً این فیلد را پر کنید.' }],
};

const log = jest.fn();

async function showContactPage() {
  const { store, task } = makeTestStore({
    saga: contactFormSaga,
    args: [{ fetch: () => jest.fn(), window: null, log }],
  });
  store.dispatch(locationChanged({ pathname: '/contact', search: '', hash: '' }, 'start'));
  const view = renderWithStore(<ContactPage />, store);
  await screen.findByRole('form', { name: 'فرم تماس' });
  return { ...view, store, task: task! };
}

function wrapper(): HTMLElement {
  const found = document.getElementById(UNIT);
  if (!found) throw new Error('no wrapper');
  return found;
}

const form = () => screen.getByRole('form', { name: 'فرم تماس' });

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getPageContactForms).mockResolvedValue(page);
  jest.mocked(getSchema).mockResolvedValue(schema);
  jest.mocked(getRefill).mockResolvedValue({
    captcha: { 'captcha-1': '/wp-content/uploads/wpcf7_captcha/2222.png' },
  });
});

describe('markup contract', () => {
  it('renders the wrapper, the form and CF7 hidden fields in order', async () => {
    const { task } = await showContactPage();
    const outer = wrapper();
    expect(outer).toHaveClass('wpcf7', 'js');
    expect(outer).not.toHaveClass('no-js');
    expect(outer).toHaveAttribute('lang', 'fa-IR');
    expect(outer).toHaveAttribute('dir', 'rtl');
    expect(outer).toHaveAttribute('data-wpcf7-id', '101');

    const element = form();
    expect(element).toHaveClass('wpcf7-form', 'init');
    expect(element).toHaveAttribute('data-status', 'init');
    expect(element).toHaveAttribute('novalidate');
    expect(element).toHaveAttribute('enctype', 'multipart/form-data');
    expect(element).toHaveAttribute('action', `/contact#${UNIT}`);

    const hidden = [...element.querySelectorAll('.hidden-fields-container input')].map((input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ]);
    expect(hidden).toEqual([
      ['_wpcf7', '101'],
      ['_wpcf7_version', '6.1.6'],
      ['_wpcf7_locale', 'fa_IR'],
      ['_wpcf7_unit_tag', UNIT],
      ['_wpcf7_container_post', '7'],
      ['_wpcf7_posted_data_hash', ''],
    ]);
    // Two forms, two unit tags, each with its own wrapper.
    expect(document.getElementById(OTHER)).toHaveAttribute('data-wpcf7-id', '102');
    expect(screen.getAllByRole('form')).toHaveLength(2);
    task.cancel();
  });

  it('gives controls CF7 classes, sizes and ARIA', async () => {
    const { task } = await showContactPage();
    const name = screen.getByRole('textbox', { name: 'نام' });
    expect(name.closest('.wpcf7-form-control-wrap')).toHaveAttribute('data-name', 'your-name');
    expect(name).toHaveClass('wpcf7-form-control', 'wpcf7-text', 'wpcf7-validates-as-required');
    expect(name).toHaveAttribute('size', '40');
    expect(name).toHaveAttribute('maxlength', '400');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(name).toHaveAttribute('autocomplete', 'name');

    const email = screen.getByRole('textbox', { name: 'ایمیل' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('id', 'customer-email');
    expect(email).toHaveClass('wpcf7-email', 'wpcf7-validates-as-email');
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'موبایل' })).toHaveClass('wpcf7-validates-as-tel');

    const message = screen.getByRole('textbox', { name: 'پیام' });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('maxlength', '10');
    expect(message).toHaveAttribute('cols', '40');
    expect(message).toHaveAttribute('rows', '10');

    const subject = screen.getByRole('combobox', { name: 'موضوع' });
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['—لطفاً یک گزینه را انتخاب کنید—', 'پیگیری سفارش', 'مرجوعی']);

    const file = form().querySelector('input[type="file"]');
    expect(file).toHaveAttribute('accept', '.jpg,.pdf');
    expect(file).toHaveClass('wpcf7-form-control', 'wpcf7-file');

    const submit = screen.getByRole('button', { name: 'ارسال پیام' });
    expect(submit).toHaveClass('wpcf7-form-control', 'wpcf7-submit', 'has-spinner');
    expect(submit.nextElementSibling).toHaveClass('wpcf7-spinner');

    const output = form().querySelector('.wpcf7-response-output');
    expect(output).toHaveAttribute('aria-hidden', 'true');
    const status = wrapper().querySelector('.screen-reader-response [role="status"]');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-atomic', 'true');
    task.cancel();
  });

  it('shows the quiz question and the captcha image with their hidden answers', async () => {
    const user = userEvent.setup();
    const { task } = await showContactPage();
    expect(screen.getByText('۲ + ۳ = ؟')).toHaveClass('wpcf7-quiz-label');
    expect(form().querySelector('input[name="_wpcf7_quiz_answer_quiz-1"]')).toHaveValue('hash-1');
    const quiz = screen.getByRole('textbox', { name: '۲ + ۳ = ؟' });
    expect(quiz).toHaveAttribute('autocomplete', 'off');
    expect(quiz).toHaveAttribute('aria-required', 'true');

    const image = screen.getByRole('img', { name: 'تصویر کد امنیتی' });
    expect(image).toHaveAttribute('src', '/wp-content/uploads/wpcf7_captcha/1111.png');
    expect(image).toHaveClass('wpcf7-captchac', 'wpcf7-captcha-captcha-1');
    expect(image).toHaveAttribute('width', '180');
    const challenge = form().querySelector('input[name="_wpcf7_captcha_challenge_captcha-1"]');
    expect(challenge).toHaveValue('1111');

    await user.click(screen.getByRole('button', { name: 'تصویر دیگر' }));
    await waitFor(() =>
      expect(image).toHaveAttribute('src', '/wp-content/uploads/wpcf7_captcha/2222.png'),
    );
    expect(challenge).toHaveValue('2222');
    task.cancel();
  });
});

describe('section 5 rules in the page', () => {
  it('keeps submit disabled until the privacy box is ticked; the inverted optional one never blocks', async () => {
    const user = userEvent.setup();
    const { task } = await showContactPage();
    const submit = screen.getByRole('button', { name: 'ارسال پیام' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'خبرنامه نفرستید' }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'با قوانین حریم خصوصی موافقم' }));
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'با قوانین حریم خصوصی موافقم' }));
    expect(submit).toBeDisabled();
    task.cancel();
  });

  it('counts down the trimmed message in Persian digits and marks too-short', async () => {
    const user = userEvent.setup();
    const { task } = await showContactPage();
    const counter = form().querySelector('.wpcf7-character-count');
    expect(counter).toHaveClass('down', 'too-short');
    expect(counter).toHaveAttribute('data-starting-value', '10');
    expect(counter).toHaveAttribute('data-maximum-value', '10');
    expect(counter).toHaveAttribute('data-minimum-value', '3');
    expect(counter).toHaveTextContent('۱۰');

    const message = screen.getByRole('textbox', { name: 'پیام' });
    await user.type(message, '  سلام ');
    expect(counter).toHaveTextContent('۶');
    expect(counter).toHaveAttribute('data-current-value', '6');
    expect(counter).not.toHaveClass('too-short');
    // maxlength stops the typing at 10 characters, so the field never becomes too long here.
    await user.type(message, 'دوستان');
    expect(message).toHaveValue('  سلام دوس');
    expect(counter).toHaveTextContent('۲');
    expect(counter).not.toHaveClass('too-long');
    task.cancel();
  });

  it('lets only one exclusive checkbox be ticked, and none', async () => {
    const user = userEvent.setup();
    const { task } = await showContactPage();
    const red = screen.getByRole('checkbox', { name: 'قرمز' });
    const blue = screen.getByRole('checkbox', { name: 'آبی' });
    expect(red).toHaveAttribute('name', 'colour');
    expect(red.closest('.wpcf7-form-control')).toHaveClass('wpcf7-exclusive-checkbox');
    await user.click(red);
    await user.click(blue);
    expect(red).not.toBeChecked();
    expect(blue).toBeChecked();
    await user.click(blue);
    expect(blue).not.toBeChecked();
    task.cancel();
  });

  it('enables the free-text box only while its option is chosen, and moves focus into it', async () => {
    const user = userEvent.setup();
    const { task } = await showContactPage();
    const other = screen.getByRole('textbox', { name: 'سایر (لطفاً بنویسید)' });
    expect(other).toBeDisabled();
    expect(other).toHaveAttribute('name', '_wpcf7_free_text_how');
    expect(other.closest('.wpcf7-list-item')).toHaveClass('last', 'has-free-text');
    await user.click(screen.getByRole('radio', { name: 'سایر' }));
    expect(other).toBeEnabled();
    expect(other).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'دوستان' }));
    expect(other).toBeDisabled();
    task.cancel();
  });
});

function validationFailed(): FeedbackResponse {
  return {
    contact_form_id: 101,
    status: 'validation_failed',
    message: 'یک یا چند فیلد خطا دارد. لطفاً بررسی کنید و دوباره بفرستید.',
    invalid_fields: [
      {
        field: 'your-name',
        message: 'لطفاً این فیلد را پر کنید.',
        idref: null,
        error_id: `${UNIT}-ve-your-name`,
      },
      {
        field: 'your-email',
        message: 'لطفاً یک نشانی ایمیل وارد کنید.',
        idref: 'customer-email',
        error_id: `${UNIT}-ve-your-email`,
      },
    ],
    posted_data_hash: '',
    into: `#${UNIT}`,
  };
}

describe('a submission with errors', () => {
  it('shows tips, marks the controls invalid, fills the screen-reader list and the output', async () => {
    jest.mocked(sendFeedback).mockResolvedValue(validationFailed());
    const user = userEvent.setup();
    const { task } = await showContactPage();
    const events: string[] = [];
    document.addEventListener('wpcf7invalid', (event) => {
      events.push(`${event.type}:${String((event as CustomEvent).detail.unitTag)}`);
    });
    await user.click(screen.getByRole('checkbox', { name: 'با قوانین حریم خصوصی موافقم' }));
    await user.click(screen.getByRole('button', { name: 'ارسال پیام' }));
    await waitFor(() => expect(form()).toHaveAttribute('data-status', 'invalid'));

    expect(events).toEqual([`wpcf7invalid:${UNIT}`]);
    expect(form()).toHaveClass('invalid');
    expect(form()).not.toHaveClass('init');
    const name = screen.getByRole('textbox', { name: 'نام' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveClass('wpcf7-not-valid');
    expect(name).toHaveAttribute('aria-describedby', `${UNIT}-ve-your-name`);
    expect(name).toHaveAccessibleDescription('لطفاً این فیلد را پر کنید.');
    const tip = name.parentElement?.querySelector('.wpcf7-not-valid-tip');
    expect(tip).toHaveTextContent('لطفاً این فیلد را پر کنید.');
    expect(tip).toHaveAttribute('aria-hidden', 'true');

    const list = wrapper().querySelectorAll('.screen-reader-response ul li');
    expect([...list].map((item) => item.id)).toEqual([
      `${UNIT}-ve-your-name`,
      `${UNIT}-ve-your-email`,
    ]);
    // The email control has an id, so its list entry links to it.
    expect(list[1]?.querySelector('a')).toHaveAttribute('href', '#customer-email');
    expect(list[0]?.querySelector('a')).toBeNull();
    expect(within(wrapper()).getByRole('status')).toHaveTextContent(
      'یک یا چند فیلد خطا دارد. لطفاً بررسی کنید و دوباره بفرستید.',
    );
    expect(form().querySelector('.wpcf7-response-output')).toHaveTextContent(
      'یک یا چند فیلد خطا دارد.',
    );
    // The other form on the page is untouched.
    const other = screen.getByRole('form', { name: 'استعلام عمده‌فروشی' });
    expect(other).toHaveAttribute('data-status', 'init');
    expect(other.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);

    // Correcting a field and leaving it clears its error through change-validation.
    await user.type(name, 'علی');
    await user.tab();
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));
    expect(name.parentElement?.querySelector('.wpcf7-not-valid-tip')).toBeNull();
    task.cancel();
  });

  it('makes inert-on-submitting areas inert while submitting, and only then', async () => {
    let answer: (value: FeedbackResponse) => void = () => undefined;
    jest
      .mocked(sendFeedback)
      .mockReturnValue(new Promise<FeedbackResponse>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const { task } = await showContactPage();
    const area = form().querySelector('fieldset.inert-on-submitting');
    expect(area).not.toHaveAttribute('inert');
    await user.click(screen.getByRole('checkbox', { name: 'با قوانین حریم خصوصی موافقم' }));
    await user.click(screen.getByRole('button', { name: 'ارسال پیام' }));
    expect(form()).toHaveAttribute('data-status', 'submitting');
    expect(area).toHaveAttribute('inert');
    expect(area).toHaveClass('active-on-any');
    await act(async () => answer(validationFailed()));
    expect(area).not.toHaveAttribute('inert');
    expect(area).not.toHaveClass('active-on-any');
    task.cancel();
  });
});

describe('placement', () => {
  it('shows the wrong-place notice for a form inside another form', async () => {
    // React itself warns about the nesting, which is the very mistake this notice reports.
    const warning = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, task } = makeTestStore({
      saga: contactFormSaga,
      args: [{ fetch: () => jest.fn(), window: null, log }],
    });
    store.dispatch(locationChanged({ pathname: '/contact', search: '', hash: '' }, 'start'));
    await act(async () => undefined);
    renderWithStore(
      <form aria-label="بیرونی">
        <ContactForm unitTag={UNIT} />
      </form>,
      store,
    );
    expect(
      await screen.findByText('این فرم تماس در جای نادرستی قرار گرفته است.'),
    ).toBeInTheDocument();
    expect(screen.getByText('خطا:').tagName).toBe('STRONG');
    expect(document.getElementById(UNIT)).toBeNull();
    expect(String(warning.mock.calls[0]?.[0])).toMatch(/cannot be a descendant of/);
    warning.mockRestore();
    task!.cancel();
  });
});
