// Contact form defences: short User-Agents and disallowed words (across Persian spellings)
// refused, submissions per address rate-limited, and captchas checked once in any digit script.
import { createCaptchaService, canonicalCaptchaResponse } from './captcha';
import { createRateLimiter } from './rateLimit';
import { createSpamCheck, foldForMatching, parseDisallowedWords } from './spam';
import type { CaptchaRepository } from '../../storage/contactFormCaptchaRepository';

describe('spam', () => {
  const posted = (value: string) => new Map([['message', value]]);

  it('refuses a User-Agent shorter than 2 characters', () => {
    const check = createSpamCheck(() => []);
    expect(check({ posted: posted('x'), remoteIp: '1.2.3.4', userAgent: 'a' })).toBe('user_agent');
    expect(check({ posted: posted('x'), remoteIp: '1.2.3.4', userAgent: 'ab' })).toBeUndefined();
  });

  it('finds disallowed words in values, address and agent, across Persian spellings', () => {
    const words = parseDisallowedWords('بیمه\nCASINO, x\n' + 'y'.repeat(257));
    expect(words).toEqual(['بیمه', 'CASINO']);
    const check = createSpamCheck(() => words);
    const ua = 'Mozilla/5.0';
    expect(check({ posted: posted('فروش بيمه ارزان'), remoteIp: '1.2.3.4', userAgent: ua })).toBe(
      'disallowed_word',
    );
    expect(check({ posted: posted('بـیـمـه'), remoteIp: '1.2.3.4', userAgent: ua })).toBe(
      'disallowed_word',
    );
    expect(check({ posted: posted('ok'), remoteIp: '1.2.3.4', userAgent: 'casino-bot' })).toBe(
      'disallowed_word',
    );
    expect(
      check({ posted: new Map([['list', ['a', 'online casino']]]), remoteIp: '', userAgent: ua }),
    ).toBe('disallowed_word');
    expect(check({ posted: posted('سلام'), remoteIp: '1.2.3.4', userAgent: ua })).toBeUndefined();
    expect(foldForMatching('كي\u200cك')).toBe('کیک');
  });
});

describe('rate limit', () => {
  it('allows max per window per address, then reopens', () => {
    const limiter = createRateLimiter(() => ({ max: 2, windowSeconds: 60 }));
    const at = (seconds: number) => new Date(1_700_000_000_000 + seconds * 1000);
    expect(limiter.take('a', at(0))).toBe(true);
    expect(limiter.take('a', at(10))).toBe(true);
    expect(limiter.take('a', at(20))).toBe(false);
    expect(limiter.retryAfter('a', at(20))).toBe(40);
    expect(limiter.take('b', at(20))).toBe(true);
    expect(limiter.take('a', at(60))).toBe(true);
  });

  it('does nothing without settings', () => {
    const limiter = createRateLimiter(() => undefined);
    for (let i = 0; i < 100; i += 1) expect(limiter.take('a', new Date())).toBe(true);
  });
});

function memoryCaptchaRepository(): CaptchaRepository & {
  rows: Map<string, { answer: string; created: Date }>;
} {
  const rows = new Map<string, { answer: string; created: Date }>();
  return {
    rows,
    insert: (prefix, answer, now) =>
      rows.has(prefix) ? false : (rows.set(prefix, { answer, created: now }), true),
    find: (prefix) => rows.get(prefix),
    remove: (prefix) => void rows.delete(prefix),
    removeOlderThan: (limit) => {
      let removed = 0;
      for (const [prefix, row] of rows)
        if (row.created < limit) removed += Number(rows.delete(prefix));
      return removed;
    },
    count: () => rows.size,
  };
}

describe('captcha', () => {
  const t0 = new Date('2025-01-01T00:00:00Z');
  const later = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

  it('issues numeric prefixes with four-digit answers, checked once, in any digit script', () => {
    const repository = memoryCaptchaRepository();
    const captcha = createCaptchaService({ repository, testAnswer: () => undefined });
    const prefix = captcha.issue(t0);
    expect(prefix).toMatch(/^\d{9,10}$/);
    const answer = repository.rows.get(prefix)?.answer ?? '';
    expect(answer).toMatch(/^\d{4}$/);
    const persian = answer.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    expect(captcha.check(prefix, ` ${persian} `, later(1))).toBe(true);
    expect(captcha.check(prefix, answer, later(1))).toBe(false);
  });

  it('uses up a challenge on a wrong answer and refuses expired ones', () => {
    const repository = memoryCaptchaRepository();
    const captcha = createCaptchaService({ repository, testAnswer: () => undefined });
    const wrong = captcha.issue(t0);
    expect(captcha.check(wrong, 'nope', t0)).toBe(false);
    expect(repository.rows.has(wrong)).toBe(false);
    const old = captcha.issue(t0);
    const answer = repository.rows.get(old)?.answer ?? '';
    expect(captcha.answerFor(old, later(59))).toBe(answer);
    expect(captcha.answerFor(old, later(60))).toBeUndefined();
    expect(captcha.check(old, answer, later(60))).toBe(false);
  });

  it('sweeps expired challenges when issuing', () => {
    const repository = memoryCaptchaRepository();
    const captcha = createCaptchaService({ repository, testAnswer: () => undefined });
    captcha.issue(t0);
    captcha.issue(later(61));
    expect(repository.count()).toBe(1);
  });

  it('accepts the test answer for live challenges only', () => {
    const repository = memoryCaptchaRepository();
    const captcha = createCaptchaService({ repository, testAnswer: () => '۱۲۳۴' });
    expect(captcha.check(captcha.issue(t0), '1234', t0)).toBe(true);
    expect(captcha.check('999', '1234', t0)).toBe(false);
    expect(captcha.check('abc', '1234', t0)).toBe(false);
    expect(canonicalCaptchaResponse(' ۱ ۲ AB ')).toBe('12ab');
  });
});
