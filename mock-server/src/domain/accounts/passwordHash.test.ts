// Password hashing with scrypt: parameters, salt and key stored in the hash, a fresh salt each
// time, verification with the stored cost, malformed hashes never match, OWASP's floor by default.
import { DEFAULT_SCRYPT_COST, hashPassword, verifyPassword } from './passwordHash';

const CHEAP = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores the scrypt parameters, a salt and the key, and verifies the password', async () => {
    const stored = await hashPassword('گذرواژهٔ خوب ۱۲۳', CHEAP);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('گذرواژهٔ خوب ۱۲۳', stored)).resolves.toBe(true);
    await expect(verifyPassword('گذرواژهٔ خوب ۱۲۴', stored)).resolves.toBe(false);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same pass', CHEAP),
      hashPassword('same pass', CHEAP),
    ]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same pass', b)).resolves.toBe(true);
  });

  it('verifies with the cost stored in the hash, not the current default', async () => {
    const stored = await hashPassword('old password', { N: 2048, r: 4, p: 2 });
    expect(stored.startsWith('scrypt$2048$4$2$')).toBe(true);
    await expect(verifyPassword('old password', stored)).resolves.toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$x$8$1$c2FsdA==$a2V5',
      'bcrypt$1$1$1$a$b',
      'scrypt$1024$8$1$$',
    ]) {
      await expect(verifyPassword('anything', stored)).resolves.toBe(false);
    }
  });

  it('uses at least OWASP’s scrypt floor by default', async () => {
    expect(DEFAULT_SCRYPT_COST.N).toBeGreaterThanOrEqual(2 ** 15);
    const stored = await hashPassword('a real cost', DEFAULT_SCRYPT_COST);
    await expect(verifyPassword('a real cost', stored)).resolves.toBe(true);
  });
});
