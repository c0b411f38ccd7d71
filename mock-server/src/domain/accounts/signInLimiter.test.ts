// The sign-in limiter against password guessing: 5 failures in 15 minutes per account at one
// address, a wider limit per address, and a success clearing only that account at that address.
import { createSignInLimiter } from './signInLimiter';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

describe('sign-in limiter', () => {
  it('allows 5 failures in 15 minutes, then asks to wait until the first one ages out', () => {
    const limiter = createSignInLimiter({ maxFailures: 5, windowSeconds: 900 });
    const attempt = { account: 'mobile:09121234567', address: '1.2.3.4' };
    for (let i = 0; i < 5; i += 1) {
      expect(limiter.retryAfter(attempt, at(i * 60))).toBe(0);
      limiter.recordFailure(attempt, at(i * 60));
    }
    expect(limiter.retryAfter(attempt, at(300))).toBe(600);
    expect(limiter.retryAfter(attempt, at(899))).toBe(1);
    expect(limiter.retryAfter(attempt, at(900))).toBe(0);
  });

  it('blocks an account at one address only, and an address for any account', () => {
    const limiter = createSignInLimiter({
      maxFailures: 2,
      windowSeconds: 60,
      maxAddressFailures: 3,
    });
    limiter.recordFailure({ account: 'email:x@y.ir', address: 'a' }, at(0));
    limiter.recordFailure({ account: 'email:x@y.ir', address: 'b' }, at(1));
    limiter.recordFailure({ account: 'email:x@y.ir', address: 'b' }, at(2));
    // Failures from elsewhere never lock the account for another address.
    expect(limiter.retryAfter({ account: 'email:x@y.ir', address: 'c' }, at(3))).toBe(0);
    expect(limiter.retryAfter({ account: 'email:x@y.ir', address: 'a' }, at(3))).toBe(0);
    expect(limiter.retryAfter({ account: 'email:x@y.ir', address: 'b' }, at(3))).toBe(58);
    // Address b has 2 failures of 3: one more account guessed there and it is blocked for all.
    expect(limiter.retryAfter({ account: 'email:other@y.ir', address: 'b' }, at(3))).toBe(0);
    limiter.recordFailure({ account: 'email:third@y.ir', address: 'b' }, at(4));
    expect(limiter.retryAfter({ account: 'email:fourth@y.ir', address: 'b' }, at(5))).toBe(56);
  });

  it('defaults the address limit to four times the account limit', () => {
    const limiter = createSignInLimiter({ maxFailures: 1, windowSeconds: 60 });
    for (let i = 0; i < 4; i += 1) {
      limiter.recordFailure({ account: `email:n${i}@y.ir`, address: 'a' }, at(i));
    }
    expect(limiter.retryAfter({ account: 'email:new@y.ir', address: 'a' }, at(5))).toBe(55);
  });

  it('clears the account at that address on success, leaving the address counted', () => {
    const limiter = createSignInLimiter({
      maxFailures: 1,
      windowSeconds: 60,
      maxAddressFailures: 1,
    });
    const attempt = { account: 'email:x@y.ir', address: 'a' };
    limiter.recordFailure(attempt, at(0));
    limiter.recordSuccess(attempt);
    expect(limiter.retryAfter({ account: 'email:x@y.ir', address: 'b' }, at(1))).toBe(0);
    expect(limiter.retryAfter({ account: 'email:other@y.ir', address: 'a' }, at(1))).toBe(60 - 1);
  });
});
