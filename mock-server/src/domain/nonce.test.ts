// The REST nonce and session ids: "<issued-at base36>.<20 hex>" tokens valid to the second of
// their lifetime, refused for another session, secret, the future or tampering.
import { isSessionId, mintNonce, newSessionId, verifyNonce } from './nonce';

const secret = 'secret-a';
const session = newSessionId();
const issued = new Date('2025-03-01T10:00:00Z');
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000);
const LIFETIME = 43_200;

describe('nonces', () => {
  it('mints "<issued-at base36>.<20 hex>" tokens', () => {
    const nonce = mintNonce(secret, session, issued);
    expect(nonce).toMatch(/^[0-9a-z]+\.[0-9a-f]{20}$/);
    expect(parseInt(nonce.split('.')[0] ?? '', 36)).toBe(issued.getTime() / 1000);
  });

  it('accepts its own nonce until the lifetime has passed, to the second', () => {
    const nonce = mintNonce(secret, session, issued);
    expect(verifyNonce(secret, session, nonce, issued, LIFETIME)).toBe(true);
    expect(verifyNonce(secret, session, nonce, later(LIFETIME - 1), LIFETIME)).toBe(true);
    expect(verifyNonce(secret, session, nonce, later(LIFETIME), LIFETIME)).toBe(false);
  });

  it('refuses a nonce of another session, another secret, or from the future', () => {
    const nonce = mintNonce(secret, session, issued);
    expect(verifyNonce(secret, newSessionId(), nonce, issued, LIFETIME)).toBe(false);
    expect(verifyNonce('secret-b', session, nonce, issued, LIFETIME)).toBe(false);
    expect(verifyNonce(secret, session, nonce, later(-1), LIFETIME)).toBe(false);
  });

  it('refuses tampered or malformed tokens', () => {
    const nonce = mintNonce(secret, session, issued);
    const [time, mac] = nonce.split('.') as [string, string];
    const flipped = `${time}.${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`;
    const shifted = `${(parseInt(time, 36) - 60).toString(36)}.${mac}`;
    for (const bad of [flipped, shifted, '', '0', 'abc.def', `${nonce}0`, nonce.toUpperCase()]) {
      expect(verifyNonce(secret, session, bad, issued, LIFETIME)).toBe(false);
    }
  });

  it('makes 43-character base64url session ids that differ every time', () => {
    const a = newSessionId();
    expect(isSessionId(a)).toBe(true);
    expect(a).not.toBe(newSessionId());
    expect(isSessionId('short')).toBe(false);
    expect(isSessionId(`${a.slice(0, 42)}=`)).toBe(false);
  });
});
