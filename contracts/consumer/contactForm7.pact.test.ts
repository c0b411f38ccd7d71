// The contact-form-7 pact: client/api/contactForms.ts against Pact's mock server, with the bodies
// the shop's ContactForm really posts (rendered in jsdom and read back from the DOM).
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { Provider } from 'react-redux';
import { MatchersV3, PactV3, SpecificationVersion } from '@pact-foundation/pact';
import type { V3Request, V3Response } from '@pact-foundation/pact';
import { validate } from '../contactForm7/swv';
import type { ContactFormDefinition } from '../contactForm7';
import { getRefill, getSchema, sendFeedback } from '../../client/api/contactForms';
import { makeTestStore } from '../../client/app/testing';
import { readChallenges } from '../../client/features/contactForm/challenges';
import { ContactForm } from '../../client/features/contactForm/components/ContactForm';
import { collectFormData, findFormElement } from '../../client/features/contactForm/dom';
import { fieldChanged, pageFormsLoaded } from '../../client/features/contactForm/slice';
import {
  definition,
  labelled,
  placed,
  t,
  tag,
} from '../../client/features/contactForm/testSupport';
import {
  CF7_PROVIDER,
  CF7_STATES,
  FORM_ID_PARAM,
  SPAM_WORD,
  UNKNOWN_FORM_ID,
} from './contactForm7Contract';
import { executeSettled } from './settledMockServer';
import { CONSUMER, PACT_DIR } from './wordpressContract';

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

// Each test renders the form in jsdom and starts Pact's mock server: slow on a busy 2-core machine.
jest.setTimeout(30_000);

// Node's fetch only streams Node's own FormData; the jsdom one read from the form is copied over.
const NodeFormData = (globalThis as typeof globalThis & { NodeFormData: typeof FormData })
  .NodeFormData;

const pact = new PactV3({
  consumer: CONSUMER,
  provider: CF7_PROVIDER,
  dir: PACT_DIR,
  spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
  logLevel: 'warn',
});

const UNIT_TAG = 'wpcf7-f101-p7-o1';
const EXAMPLE_FORM_ID = 101;
const BOUNDARY = 'PactBoundaryContactForm7';
const ACCEPT = 'application/json, */*;q=0.1';
const HASH = '^[0-9a-f]{32}$';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) persian-shop-spa pact';

/** The pact's message form (contactForm7Contract.MESSAGE_FORM_TEMPLATE), as the server parses it. */
const messageForm: ContactFormDefinition = definition([
  labelled('نام', tag('text*', 'your-name')),
  labelled('ایمیل', tag('email*', 'your-email')),
  labelled('پیام', tag('textarea', 'your-message')),
  t(tag('acceptance', 'privacy-consent', [], [], 'قوانین حریم خصوصی را می‌پذیرم.')),
  t(tag('submit', '', [], ['ارسال'])),
]);

interface Visitor {
  'your-name': string;
  'your-email': string;
  'your-message': string;
  'privacy-consent': '1' | '';
}

const good: Visitor = {
  'your-name': 'علی رضایی',
  'your-email': 'ali@example.com',
  'your-message': 'سلام، سفارش ۱۲۳۴ کی می‌رسد؟',
  'privacy-consent': '1',
};

/** Renders the shop's ContactForm, types the visitor's entries, reads the form back as it posts. */
function postedBy(visitor: Visitor): FormData {
  const { store } = makeTestStore();
  store.dispatch(
    pageFormsLoaded({
      slug: 'contact',
      page: { containerPost: 7, forms: [placed(messageForm, UNIT_TAG)] },
    }),
  );
  for (const [name, value] of Object.entries(visitor)) {
    store.dispatch(fieldChanged({ unitTag: UNIT_TAG, name, value }));
  }
  const view = render(
    createElement(Provider, { store, children: createElement(ContactForm, { unitTag: UNIT_TAG }) }),
  );
  const element = findFormElement(UNIT_TAG);
  if (!element) throw new Error('the contact form did not render');
  const posted = new NodeFormData();
  for (const [name, value] of collectFormData(element).entries()) {
    if (typeof value === 'string') posted.append(name, value);
  }
  view.unmount();
  return posted;
}

/** The same fields as a hand-built multipart body with a fixed boundary (a stable pact file). */
function multipart(visitor: Visitor): string {
  const parts: [string, string][] = [
    ['_wpcf7', String(EXAMPLE_FORM_ID)],
    ['_wpcf7_version', '6.1.6'],
    ['_wpcf7_locale', 'fa_IR'],
    ['_wpcf7_unit_tag', UNIT_TAG],
    ['_wpcf7_container_post', '7'],
    ['_wpcf7_posted_data_hash', ''],
    ['your-name', visitor['your-name']],
    ['your-email', visitor['your-email']],
    ['your-message', visitor['your-message']],
    ...(visitor['privacy-consent'] ? [['privacy-consent', '1'] as [string, string]] : []),
  ];
  const sections = parts.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${sections.join('')}--${BOUNDARY}--\r\n`;
}

function formPath(route: string, formId: number = EXAMPLE_FORM_ID): string {
  return `/wp-json/contact-form-7/v1/contact-forms/${formId}/${route}`;
}

function feedbackRequest(visitor: Visitor): V3Request {
  return {
    method: 'POST',
    path: fromProviderState(
      `/wp-json/contact-form-7/v1/contact-forms/\${${FORM_ID_PARAM}}/feedback`,
      formPath('feedback'),
    ),
    headers: {
      Accept: ACCEPT,
      // CF7 treats a User-Agent shorter than 2 characters as spam; browsers always send one.
      'User-Agent': regex('^.{2,}$', BROWSER),
      'Content-Type': regex(
        'multipart/form-data;\\s*boundary=.*',
        `multipart/form-data; boundary=${BOUNDARY}`,
      ),
    },
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(visitor),
  };
}

function feedbackAnswer(status: string, extra: Record<string, unknown>): V3Response {
  return {
    status: 200,
    headers: {
      'Content-Type': regex('^application/json(;.*)?$', 'application/json; charset=UTF-8'),
    },
    body: {
      contact_form_id: integer(EXAMPLE_FORM_ID),
      status,
      message: string('پیام'),
      invalid_fields: [],
      into: `#${UNIT_TAG}`,
      ...extra,
    },
  };
}

const sentHash = { posted_data_hash: regex(HASH, '9a4a1e8a5035c829d00ff9ee9bc5c3ff') };
const noHash = { posted_data_hash: '' };

describe('contact-form-7: feedback', () => {
  it.each([
    {
      description: 'a message sent',
      states: [CF7_STATES.messageForm],
      visitor: good,
      status: 'mail_sent',
      extra: sentHash,
    },
    {
      description: 'a message without consent to the privacy terms',
      states: [CF7_STATES.messageForm],
      visitor: { ...good, 'privacy-consent': '' as const },
      status: 'acceptance_missing',
      extra: noHash,
    },
    {
      description: 'a message with a disallowed word',
      states: [CF7_STATES.messageForm, CF7_STATES.spamWord],
      visitor: { ...good, 'your-message': `خرید ${SPAM_WORD} ارزان` },
      status: 'spam',
      extra: noHash,
    },
    {
      description: 'a message the site could not mail',
      states: [CF7_STATES.messageForm, CF7_STATES.mailFails],
      visitor: good,
      status: 'mail_failed',
      extra: sentHash,
    },
    {
      description: 'a message over the per-visitor limit',
      states: [CF7_STATES.messageForm, CF7_STATES.rateLimited],
      visitor: good,
      status: 'too_many_requests',
      extra: noHash,
    },
  ])('$description: $status', ({ description, states, visitor, status, extra }) => {
    const interaction = states.reduce((builder, state) => builder.given(state), pact);
    interaction
      .uponReceiving(description)
      .withRequest(feedbackRequest(visitor))
      .willRespondWith(feedbackAnswer(status, extra));

    return executeSettled(pact, async (mock) => {
      const answer = await sendFeedback(`${mock.url}/wp-json/`, EXAMPLE_FORM_ID, postedBy(visitor));

      expect(answer.status).toBe(status);
      expect(answer.into).toBe(`#${UNIT_TAG}`);
      expect(answer.invalid_fields).toEqual([]);
      expect(typeof answer.message).toBe('string');
    });
  });

  it('a message with errors: validation_failed with invalid_fields', () => {
    const visitor: Visitor = { ...good, 'your-name': '', 'your-email': 'ali@' };
    const invalid = (field: string, message: string) => ({
      field,
      message: string(message),
      idref: null,
      error_id: `${UNIT_TAG}-ve-${field}`,
    });
    pact
      .given(CF7_STATES.messageForm)
      .uponReceiving('a message with an empty name and a broken email address')
      .withRequest(feedbackRequest(visitor))
      .willRespondWith({
        status: 200,
        body: {
          contact_form_id: integer(EXAMPLE_FORM_ID),
          status: 'validation_failed',
          message: string('یک یا چند فیلد خطا دارد. لطفاً بررسی کنید و دوباره بفرستید.'),
          invalid_fields: [
            invalid('your-name', 'لطفاً این فیلد را پر کنید.'),
            invalid('your-email', 'لطفاً یک نشانی ایمیل وارد کنید.'),
          ],
          posted_data_hash: '',
          into: `#${UNIT_TAG}`,
        },
      });

    return executeSettled(pact, async (mock) => {
      const answer = await sendFeedback(`${mock.url}/wp-json/`, EXAMPLE_FORM_ID, postedBy(visitor));

      expect(answer.status).toBe('validation_failed');
      expect(answer.invalid_fields.map((item) => item.field)).toEqual(['your-name', 'your-email']);
      expect(answer.invalid_fields[0]?.error_id).toBe(`${UNIT_TAG}-ve-your-name`);
    });
  });

  it('a message to a form that does not exist: 404 wpcf7_not_found', () => {
    pact
      .given(CF7_STATES.noSuchForm)
      .uponReceiving('a message to an unknown contact form')
      .withRequest({ ...feedbackRequest(good), path: formPath('feedback', UNKNOWN_FORM_ID) })
      .willRespondWith({
        status: 404,
        body: {
          code: 'wpcf7_not_found',
          message: string('The requested contact form was not found.'),
          data: { status: 404 },
        },
      });

    return executeSettled(pact, async (mock) => {
      await expect(
        sendFeedback(`${mock.url}/wp-json/`, UNKNOWN_FORM_ID, postedBy(good)),
      ).rejects.toMatchObject({ code: 'wpcf7_not_found', status: 404 });
    });
  });

  it('a body that is not multipart: 415 wpcf7_unsupported_media_type', () => {
    // The shop never sends this; the pact pins what a site answers the headless clients that do.
    const body = new URLSearchParams({ _wpcf7_unit_tag: UNIT_TAG, 'your-name': 'علی' });
    pact
      .given(CF7_STATES.messageForm)
      .uponReceiving('a message sent as a urlencoded body')
      .withRequest({
        method: 'POST',
        path: fromProviderState(
          `/wp-json/contact-form-7/v1/contact-forms/\${${FORM_ID_PARAM}}/feedback`,
          formPath('feedback'),
        ),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      })
      .willRespondWith({
        status: 415,
        body: {
          code: 'wpcf7_unsupported_media_type',
          message: string('The request payload format is not supported.'),
          data: { status: 415 },
        },
      });

    return executeSettled(pact, async (mock) => {
      const response = await fetch(`${mock.url}${formPath('feedback')}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ code: 'wpcf7_unsupported_media_type' });
    });
  });
});

describe('contact-form-7: refill and schema', () => {
  it('refills a form with a quiz and a captcha', () => {
    pact
      .given(CF7_STATES.challengeForm)
      .uponReceiving('a refill of a form with a quiz and a captcha')
      .withRequest({
        method: 'GET',
        path: fromProviderState(
          `/wp-json/contact-form-7/v1/contact-forms/\${${FORM_ID_PARAM}}/refill`,
          formPath('refill', 102),
        ),
        headers: { Accept: ACCEPT },
      })
      .willRespondWith({
        status: 200,
        body: {
          captcha: {
            'your-captcha': regex(
              '^(https?://[^/]+)?/.*wpcf7_captcha/\\d+\\.(png|gif|jpeg)$',
              'https://shop.example/wp-content/uploads/wpcf7_captcha/2718281828.png',
            ),
          },
          quiz: {
            'your-quiz': [
              string('حاصل ۲ + ۳ چند است؟'),
              regex(HASH, '8fad6a0632bf6545670e079294a89185'),
            ],
          },
        },
      });

    return executeSettled(pact, async (mock) => {
      const refill = await getRefill(`${mock.url}/wp-json/`, 102);

      const read = readChallenges(refill);
      expect(read.captcha?.['your-captcha']?.challenge).toMatch(/^\d+$/);
      expect(read.quiz?.['your-quiz']?.question).toBe('حاصل ۲ + ۳ چند است؟');
    });
  });

  it('refills a form without quiz or captcha: an empty array', () => {
    pact
      .given(CF7_STATES.messageForm)
      .uponReceiving('a refill of a form without quiz or captcha')
      .withRequest({
        method: 'GET',
        path: fromProviderState(
          `/wp-json/contact-form-7/v1/contact-forms/\${${FORM_ID_PARAM}}/refill`,
          formPath('refill'),
        ),
        headers: { Accept: ACCEPT },
      })
      .willRespondWith({ status: 200, body: [] });

    return executeSettled(pact, async (mock) => {
      const refill = await getRefill(`${mock.url}/wp-json/`, EXAMPLE_FORM_ID);

      expect(refill).toEqual([]);
      expect(readChallenges(refill)).toEqual({});
    });
  });

  it('reads the validation schema the change-validation runs', () => {
    pact
      .given(CF7_STATES.messageForm)
      .uponReceiving('the validation schema of the message form')
      .withRequest({
        method: 'GET',
        path: fromProviderState(
          `/wp-json/contact-form-7/v1/contact-forms/\${${FORM_ID_PARAM}}/feedback/schema`,
          formPath('feedback/schema'),
        ),
        headers: { Accept: ACCEPT },
      })
      .willRespondWith({
        status: 200,
        body: {
          version: regex('^Contact Form 7 SWV Schema .+$', 'Contact Form 7 SWV Schema 2024-10'),
          locale: string('fa_IR'),
          rules: eachLike(
            { rule: 'required', field: 'your-name', error: string('لطفاً این فیلد را پر کنید.') },
            1,
          ),
        },
      });

    return executeSettled(pact, async (mock) => {
      const schema = await getSchema(`${mock.url}/wp-json/`, EXAMPLE_FORM_ID);

      const violations = validate(schema, {
        values: new Map([['your-name', ['']]]),
        files: new Map(),
      });
      expect(violations.get('your-name')?.rule).toBe('required');
    });
  });
});
