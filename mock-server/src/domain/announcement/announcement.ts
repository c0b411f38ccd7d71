// The popup the shop owner configures: checked against the contract's schema wherever it comes
// from (the database, the ANNOUNCEMENT variable), and shown only inside its time window.
import Ajv from 'ajv';
import { announcementSchema, type Announcement } from '../../../../contracts/announcement';

const ajv = new Ajv({ allErrors: true });
const matchesSchema = ajv.compile<Announcement>(announcementSchema);

export type AnnouncementCheck =
  { ok: true; announcement: Announcement | null } | { ok: false; problems: string[] };

/** null means "no announcement"; anything else must be a whole, valid announcement. */
export function checkAnnouncement(value: unknown): AnnouncementCheck {
  if (value === null) return { ok: true, announcement: null };
  if (!matchesSchema(value)) {
    const problems = (matchesSchema.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`,
    );
    return { ok: false, problems };
  }
  const problems: string[] = [];
  for (const field of ['starts_at', 'ends_at'] as const) {
    const at = value[field];
    if (at !== null && Number.isNaN(Date.parse(at))) problems.push(`/${field} is not a real date`);
  }
  if (
    value.starts_at !== null &&
    value.ends_at !== null &&
    Date.parse(value.starts_at) >= Date.parse(value.ends_at)
  ) {
    problems.push('/ends_at must be after /starts_at');
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, announcement: value };
}

/** What visitors see at `now`: the announcement inside [starts_at, ends_at), otherwise nothing. */
export function announcementAt(announcement: Announcement | null, now: Date): Announcement | null {
  if (announcement === null) return null;
  const time = now.getTime();
  if (announcement.starts_at !== null && time < Date.parse(announcement.starts_at)) return null;
  if (announcement.ends_at !== null && time >= Date.parse(announcement.ends_at)) return null;
  return announcement;
}
