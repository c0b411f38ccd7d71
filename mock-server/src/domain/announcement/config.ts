import type { Announcement } from '../../../../contracts/announcement';
import { checkAnnouncement } from './announcement';

type Env = Record<string, string | undefined>;

export const ANNOUNCEMENT_ENVIRONMENT_VARIABLES = ['ANNOUNCEMENT'] as const;

/**
 * ANNOUNCEMENT: unset keeps the one stored in the database (seeded with a welcome code), `off`
 * shows none, and a JSON object replaces the stored one. A bad value stops the start-up with the
 * reason, rather than a shop silently without (or with a broken) popup.
 */
export function readAnnouncementConfig(env: Env): { announcement?: Announcement | null } {
  const raw = env.ANNOUNCEMENT?.trim();
  if (raw === undefined || raw === '') return {};
  if (raw.toLowerCase() === 'off') return { announcement: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('ANNOUNCEMENT must be "off" or a JSON object (see the README)');
  }
  if (parsed === null) return { announcement: null };
  const check = checkAnnouncement(parsed);
  if (!check.ok)
    throw new Error(`ANNOUNCEMENT is not a valid announcement: ${check.problems.join('; ')}`);
  return { announcement: check.announcement };
}
