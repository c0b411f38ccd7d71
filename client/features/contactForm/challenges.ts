// Quiz questions and captcha images, from a page load, a refill or a feedback answer (reference 5.5).
import type { Challenges } from '../../../contracts/contactForm7';

export interface CaptchaChallenge {
  /** Image URL; its file name is the challenge. */
  url: string;
  /** Sent back as _wpcf7_captcha_challenge_{name}. */
  challenge: string;
}

export interface QuizChallenge {
  question: string;
  /** Sent back as _wpcf7_quiz_answer_{name}. */
  answerHash: string;
}

export interface FormChallenges {
  captcha: Record<string, CaptchaChallenge>;
  quiz: Record<string, QuizChallenge>;
}

/** The digits of `…/{digits}.png|gif|jpeg` at the end of the URL; "" for anything else. */
export function captchaChallengeOf(url: string): string {
  return /(\d+)\.(png|gif|jpeg)$/.exec(url)?.[1] ?? '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads whatever the server sent defensively: a refill of `[]`, a missing key or a malformed entry
 * changes nothing rather than breaking the form (CF7 6.1 crashed on answers without a status).
 */
export function readChallenges(source: unknown): Partial<FormChallenges> {
  if (!isRecord(source)) return {};
  const read: Partial<FormChallenges> = {};
  if (isRecord(source.captcha)) {
    read.captcha = {};
    for (const [name, url] of Object.entries(source.captcha)) {
      if (typeof url === 'string') read.captcha[name] = { url, challenge: captchaChallengeOf(url) };
    }
  }
  if (isRecord(source.quiz)) {
    read.quiz = {};
    for (const [name, pair] of Object.entries(source.quiz)) {
      if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string') {
        read.quiz[name] = { question: pair[0], answerHash: pair[1] };
      }
    }
  }
  return read;
}

export type { Challenges };
