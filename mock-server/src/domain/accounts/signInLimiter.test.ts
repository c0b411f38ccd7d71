import { createSignInLimiter } from './signInLimiter';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

describe('sign-in limiter', () => {
  it('allows 5 failures in 15 minutes, then asks to wait until the first one ages out', () => {
    const limiter = createSignInLimiter({ maxFailures: 5, windowSeconds: 900 });
    const keys = ['address:1.2.3.4', 'mobile:09121234567'];
    for (let i = 0; i < 5; i += 1) {
      expect(limiter.retryAfter(keys, at(i * 60))).toBe(0);
      limiter.recordFailure(keys, at(i * 60));
    }
    expect(limiter.retryAfter(keys, at(300))).toBe(600);
    expect(limiter.retryAfter(keys, at(899))).toBe(1);
    expect(limiter.retryAfter(keys, at(900))).toBe(0);
  });

  it('blocks an account from any address, and an address for any account', () => {
    const limiter = createSignInLimiter({ maxFailures: 2, windowSeconds: 60 });
    limiter.recordFailure(['address:a', 'email:x@y.ir'], at(0));
    limiter.recordFailure(['address:b', 'email:x@y.ir'], at(1));
    expect(limiter.retryAfter(['address:c', 'email:x@y.ir'], at(2))).toBeGreaterThan(0);
    expect(limiter.retryAfter(['address:a', 'email:other@y.ir'], at(2))).toBe(0);
    limiter.recordFailure(['address:a', 'email:third@y.ir'], at(3));
    expect(limiter.retryAfter(['address:a', 'email:fourth@y.ir'], at(4))).toBeGreaterThan(0);
  });

  it('clears one key on success, leaving the others counted', () => {
    const limiter = createSignInLimiter({ maxFailures: 1, windowSeconds: 60 });
    limiter.recordFailure(['address:a', 'email:x@y.ir'], at(0));
    limiter.clear('email:x@y.ir');
    expect(limiter.retryAfter(['email:x@y.ir'], at(1))).toBe(0);
    expect(limiter.retryAfter(['address:a'], at(1))).toBe(60 - 1);
  });
});
