// The secret that signs nonces and cart tokens: the configured one, else one made on the first
// start and kept in the database.
import { randomBytes } from 'node:crypto';
import type { SettingsRepository } from './settingsRepository';

const SETTING = 'nonce_secret';

/**
 * The configured secret, or one generated on first start and kept in the database, so
 * visitors' nonces stay valid across restarts without any set-up.
 */
export function resolveSecret(
  configured: string | undefined,
  settings: SettingsRepository,
): string {
  if (configured !== undefined) return configured;
  const stored = settings.get(SETTING);
  if (stored !== undefined) return stored;
  const generated = randomBytes(32).toString('base64url');
  settings.set(SETTING, generated);
  return generated;
}
