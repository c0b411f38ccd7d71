// Contact form statuses as CF7 names them: the API status turned into the form's class slug
// (reference 6), the wpcf7 outcome event each raises, and the response output hidden while
// init, resetting or submitting.
import { outcomeEventName, showsResponseOutput, statusSlug } from './status';

describe('statusSlug (reference 6, API -> client column)', () => {
  it.each([
    ['init', 'init'],
    ['mail_sent', 'sent'],
    ['mail_failed', 'failed'],
    ['validation_failed', 'invalid'],
    ['acceptance_missing', 'unaccepted'],
    ['spam', 'spam'],
    ['aborted', 'aborted'],
    ['submitting', 'submitting'],
    ['resetting', 'resetting'],
    ['validating', 'validating'],
    ['payment_required', 'payment-required'],
    ['error', 'custom-error'],
    ['quota_exceeded', 'custom-quota-exceeded'],
    ['too_many_requests', 'custom-too-many_requests'],
    ['my_custom_status_x', 'custom-my-custom_status_x'],
    ['custom_status', 'custom-custom-status'],
    ['waiting2', 'custom-waiting2'],
    ['invalid', 'invalid'],
    ['payment-required', 'payment-required'],
  ])('%s -> %s', (status, slug) => {
    expect(statusSlug(status)).toBe(slug);
  });

  it('keeps the case of a custom status and replaces only the first separator run', () => {
    expect(statusSlug('Rate--Limited  now')).toBe('custom-Rate-Limited  now');
    expect(statusSlug('__x__y')).toBe('custom-x__y');
  });
});

describe('outcome events', () => {
  it.each([
    ['validation_failed', 'wpcf7invalid'],
    ['acceptance_missing', 'wpcf7unaccepted'],
    ['spam', 'wpcf7spam'],
    ['aborted', 'wpcf7aborted'],
    ['mail_sent', 'wpcf7mailsent'],
    ['mail_failed', 'wpcf7mailfailed'],
  ])('%s raises %s', (status, event) => {
    expect(outcomeEventName(status)).toBe(event);
  });

  it('raises none for other statuses', () => {
    expect(outcomeEventName('too_many_requests')).toBeNull();
    expect(outcomeEventName('payment_required')).toBeNull();
  });
});

it('hides the response output while init, resetting or submitting', () => {
  expect(['init', 'resetting', 'submitting'].map(showsResponseOutput)).toEqual([
    false,
    false,
    false,
  ]);
  expect(['sent', 'invalid', 'custom-error', 'validating'].map(showsResponseOutput)).toEqual([
    true,
    true,
    true,
    true,
  ]);
});
