// Why a configured token is too weak to guard the owner's reports, or undefined when it is fine.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ADMIN_TOKEN_SCHEME } from '../../../../contracts/attribution';

/** Long and varied enough that guessing is hopeless, even before the failure throttle. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;
export const MIN_ADMIN_TOKEN_DISTINCT_CHARACTERS = 12;

/** Why a configured token is too weak to guard the owner's reports, or undefined when it is fine. */
export function adminTokenWeakness(token: string): string | undefined {
  if (token.length < MIN_ADMIN_TOKEN_LENGTH) {
    return `at least ${MIN_ADMIN_TOKEN_LENGTH} characters long`;
  }
  if (new Set(token).size < MIN_ADMIN_TOKEN_DISTINCT_CHARACTERS) {
    return `made of at least ${MIN_ADMIN_TOKEN_DISTINCT_CHARACTERS} different characters`;
  }
  if (/\s/.test(token)) return 'free of spaces';
  return undefined;
}

export type TokenCheck = 'ok' | 'disabled' | 'missing' | 'wrong';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/**
 * Checks an `Authorization: Bearer <token>` header against the configured token. Both sides are
 * hashed first, so the comparison takes the same time whatever the lengths and contents.
 */
export function checkAdminToken(
  expected: string | undefined,
  header: string | undefined,
): TokenCheck {
  if (expected === undefined) return 'disabled';
  const match = header === undefined ? null : /^(\S+)\s+(\S+)\s*$/.exec(header);
  if (!match || match[1]?.toLowerCase() !== ADMIN_TOKEN_SCHEME.toLowerCase()) return 'missing';
  return timingSafeEqual(digest(match[2] ?? ''), digest(expected)) ? 'ok' : 'wrong';
}
