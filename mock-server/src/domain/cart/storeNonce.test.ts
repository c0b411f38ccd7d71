// The Store API nonce: valid for its session and lifetime, the empty session's for a visitor
// without one, never the REST nonce, and junk or nonces from the future refused.
import { mintStoreNonce, verifyStoreNonce } from './storeNonce';

const now = new Date('2025-06-01T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('Store API nonce', () => {
  it('is valid for the session it was made for, for its lifetime', () => {
    const nonce = mintStoreNonce('secret', 'session-a', now);
    expect(verifyStoreNonce('secret', 'session-a', nonce, later(3599), 3600)).toBe(true);
    expect(verifyStoreNonce('secret', 'session-a', nonce, later(3600), 3600)).toBe(false);
    expect(verifyStoreNonce('secret', 'session-b', nonce, now, 3600)).toBe(false);
    expect(verifyStoreNonce('other', 'session-a', nonce, now, 3600)).toBe(false);
  });

  it('a visitor without a session has nonces of the empty session', () => {
    const nonce = mintStoreNonce('secret', '', now);
    expect(verifyStoreNonce('secret', '', nonce, now, 60)).toBe(true);
    expect(verifyStoreNonce('secret', 'session-a', nonce, now, 60)).toBe(false);
  });

  it('is not the REST nonce, and refuses junk and nonces from the future', () => {
    expect(verifyStoreNonce('secret', 's', 'junk', now, 60)).toBe(false);
    const future = mintStoreNonce('secret', 's', later(120));
    expect(verifyStoreNonce('secret', 's', future, now, 600)).toBe(false);
  });
});
