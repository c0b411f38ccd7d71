// WordPress's wp_hash() as Contact Form 7 uses it for quiz answers and posted_data_hash, so hashes
// made here match a real site that shares the same secret key.
import { createHash, createHmac } from 'node:crypto';

function hmacMd5(key: string, message: string): string {
  return createHmac('md5', key).update(message, 'utf8').digest('hex');
}

/** wp_salt(scheme) for a site whose salt is derived from one secret key K. */
export function wpSalt(secretKey: string, scheme: string): string {
  return secretKey + hmacMd5(secretKey, scheme);
}

/** Lower-case hex HMAC-MD5 of `data` keyed with the scheme's salt. */
export function wpHash(secretKey: string, data: string, scheme: string): string {
  return hmacMd5(wpSalt(secretKey, scheme), data);
}

const BLOCK = 64;

/**
 * A hasher with the key schedule done once: wp_hash is on the submission hot path, and the salt
 * (longer than MD5's block) would otherwise be hashed again on every call. HMAC by its definition,
 * MD5((K' ^ opad) || MD5((K' ^ ipad) || m)), with the two padded-key states copied per message.
 */
export function wpHasher(secretKey: string, scheme: string): (data: string) => string {
  let key = Buffer.from(wpSalt(secretKey, scheme), 'utf8');
  if (key.length > BLOCK) key = createHash('md5').update(key).digest();
  const padded = Buffer.alloc(BLOCK);
  key.copy(padded);
  const inner = createHash('md5').update(padded.map((byte) => byte ^ 0x36));
  const outer = createHash('md5').update(padded.map((byte) => byte ^ 0x5c));
  return (data) => {
    const innerDigest = inner.copy().update(data, 'utf8').digest();
    return outer.copy().update(innerDigest).digest('hex');
  };
}
