// Captcha challenges in the style of Really Simple CAPTCHA: a random numeric prefix names the
// image file and the hidden challenge field; the answer is four digits; each challenge is checked
// once and lives an hour. CAPTCHA_TEST_ANSWER (tests only) is accepted by every live challenge.
import { randomInt } from 'node:crypto';
import { normaliseDigits } from '../../../../contracts/contactForm7/swv';
import type { CaptchaRepository } from '../../storage/contactFormCaptchaRepository';

export const CAPTCHA_LIFETIME_MS = 60 * 60 * 1000;
const ANSWER_LENGTH = 4;
/** Expired rows are swept at most this often, so issuing stays one INSERT on the hot path. */
const SWEEP_INTERVAL_MS = 60 * 1000;

/** Entities are not expected here; digits in any script, spaces ignored, case folded. */
export function canonicalCaptchaResponse(response: string): string {
  return normaliseDigits(response).replace(/\s+/g, '').toLowerCase();
}

export interface CaptchaService {
  issue(now: Date): string;
  /** Consumes the challenge whatever the outcome, as CF7 does. */
  check(prefix: string, response: string, now: Date): boolean;
  /** The digits to draw, or undefined for an unknown or expired prefix. */
  answerFor(prefix: string, now: Date): string | undefined;
}

export interface CaptchaOptions {
  repository: CaptchaRepository;
  /** Read at every check, so a test can switch it at run time. */
  testAnswer: () => string | undefined;
}

export function createCaptchaService({ repository, testAnswer }: CaptchaOptions): CaptchaService {
  let lastSweep = 0;
  const live = (created: Date, now: Date) =>
    now.getTime() - created.getTime() < CAPTCHA_LIFETIME_MS;
  return {
    issue(now) {
      if (now.getTime() - lastSweep >= SWEEP_INTERVAL_MS) {
        lastSweep = now.getTime();
        repository.removeOlderThan(new Date(now.getTime() - CAPTCHA_LIFETIME_MS));
      }
      const answer = Array.from({ length: ANSWER_LENGTH }, () => String(randomInt(0, 10))).join('');
      for (;;) {
        const prefix = String(randomInt(100_000_000, 2_147_483_647));
        if (repository.insert(prefix, answer, now)) return prefix;
      }
    },
    check(prefix, response, now) {
      if (!/^\d+$/.test(prefix)) return false;
      const challenge = repository.find(prefix);
      if (challenge === undefined) return false;
      repository.remove(prefix);
      if (!live(challenge.created, now)) return false;
      const given = canonicalCaptchaResponse(response);
      if (given === '') return false;
      const fixed = testAnswer();
      return (
        given === challenge.answer ||
        (fixed !== undefined && given === canonicalCaptchaResponse(fixed))
      );
    },
    answerFor(prefix, now) {
      if (!/^\d+$/.test(prefix)) return undefined;
      const challenge = repository.find(prefix);
      return challenge && live(challenge.created, now) ? challenge.answer : undefined;
    },
  };
}
