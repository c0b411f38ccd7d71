// The customer's session token: a random value for the cookie, and the hash of it the server
// keeps in its place.
import { createHash, randomBytes } from 'node:crypto';

// The customer's session cookie carries 32 random bytes (base64url); the server stores only
// their SHA-256, which is enough for a high-entropy token (no salt or slow hash needed).
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isSessionToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
