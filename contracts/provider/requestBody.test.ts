// Issue 14 item 1: the real verifier must send a pact's request body byte for byte, with a
// Content-Length that matches, to a server that believes the Content-Length (as nginx does).
import { CF7_PROVIDER, CF7_STATES } from '../consumer/contactForm7Contract';
import type { ContactFormSite } from './contactForm7States';
import { json, removePact, startPlainSite, writePact, type PlainSite } from './plainSite';
import { verifyPacts } from './verifyPacts';

const FEEDBACK_PATH = '/wp-json/contact-form-7/v1/contact-forms/101/feedback';
const EMPTY_JSON_PATH = '/wp-json/wp/v2/users/me/sign-out-like';

/**
 * Bytes a re-encoder would write differently: lowercase escapes, an escaped `*`, a `+` for a
 * space, a repeated name. Only the pact's own bytes match them. As JSON it is shorter than its
 * Content-Length (the Persian escapes shrink), so Pact's proxy leaves the site waiting.
 */
const FORM_BODY =
  '_wpcf7_unit_tag=wpcf7-f101-p7-o1&your-name=%d8%b9%d9%84%db%8c+%D8%B1%D8%B6%D8%A7%DB%8C%DB%8C&your-message=a*b%2Ac&tag=x&tag=y';

const OK = { status: 'ok' };

const interactions = [
  {
    description: 'a urlencoded message',
    providerStates: [{ name: CF7_STATES.messageForm }],
    request: {
      method: 'POST',
      path: FEEDBACK_PATH,
      headers: { 'Content-Type': ['application/x-www-form-urlencoded'] },
      body: {
        content: FORM_BODY,
        contentType: 'application/x-www-form-urlencoded',
        encoded: false,
      },
    },
    response: {
      status: 200,
      headers: { 'Content-Type': ['application/json'] },
      body: { content: OK, contentType: 'application/json', encoded: false },
    },
  },
  {
    description: 'an empty JSON object',
    providerStates: [{ name: CF7_STATES.noSuchForm }],
    request: {
      method: 'POST',
      path: EMPTY_JSON_PATH,
      headers: { 'Content-Type': ['application/json'] },
      body: { content: {}, contentType: 'application/json', encoded: false },
    },
    response: {
      status: 200,
      headers: { 'Content-Type': ['application/json'] },
      body: { content: OK, contentType: 'application/json', encoded: false },
    },
  },
];

/** What each path must receive, byte for byte. */
const EXPECTED_BODIES: Record<string, string> = {
  [FEEDBACK_PATH]: FORM_BODY,
  [EMPTY_JSON_PATH]: '{}',
};

let site: PlainSite;
let pactFile: string;

beforeAll(async () => {
  pactFile = writePact(CF7_PROVIDER, interactions);
  site = await startPlainSite((request) => {
    const expected = EXPECTED_BODIES[request.url];
    const announced = Number(request.headers['content-length']);
    if (expected === undefined) return json(404, { code: 'rest_no_route' });
    if (announced !== request.body.length) return json(400, { code: 'wrong_content_length' });
    if (request.body.toString('utf8') !== expected) return json(400, { code: 'wrong_body' });
    return json(200, OK);
  });
});

afterAll(async () => {
  await site.close();
  removePact(pactFile);
});

it('sends the pact bytes of a urlencoded and an empty JSON body with their own Content-Length', async () => {
  const contactSite: ContactFormSite = {
    baseUrl: site.url,
    session: { cookie: undefined, nonce: undefined },
    contactForms: {
      ensurePactForms: () => ({ message: 101, challenge: 102 }),
      setMailFailing: () => undefined,
      setDisallowedWords: () => undefined,
      setRateLimited: () => undefined,
    },
  };

  const reports = await verifyPacts({ site: contactSite, pactFiles: [pactFile] });

  const bodies = site.received.map((request) => ({
    path: request.url,
    complete: request.complete,
    contentLength: request.headers['content-length'],
    body: request.body.toString('utf8'),
  }));
  expect(bodies).toEqual([
    {
      path: FEEDBACK_PATH,
      complete: true,
      contentLength: String(Buffer.byteLength(FORM_BODY)),
      body: FORM_BODY,
    },
    { path: EMPTY_JSON_PATH, complete: true, contentLength: '2', body: '{}' },
  ]);
  expect(reports.map((report) => [report.description, report.outcome, report.details])).toEqual([
    ['a urlencoded message', 'passed', []],
    ['an empty JSON object', 'passed', []],
  ]);
}, 60_000);
