import { createHash, timingSafeEqual } from 'node:crypto';
import { ADMIN_TOKEN_SCHEME } from '../../../../contracts/attribution';

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
