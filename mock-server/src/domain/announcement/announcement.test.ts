// The site announcement: what a valid one (or none) looks like, and that it shows only from
// starts_at until just before ends_at, or always when it has no dates.
import type { Announcement } from '../../../../contracts/announcement';
import { announcementAt, checkAnnouncement } from './announcement';

const sale: Announcement = {
  id: 'yalda-1404',
  title: 'حراج شب یلدا',
  message: 'تا ۳۰٪ تخفیف',
  code: 'YALDA30',
  starts_at: '2025-12-20T20:30:00Z',
  ends_at: '2025-12-22T20:30:00Z',
};

describe('checkAnnouncement', () => {
  it('accepts a whole announcement and null (none)', () => {
    expect(checkAnnouncement(sale)).toEqual({ ok: true, announcement: sale });
    expect(checkAnnouncement(null)).toEqual({ ok: true, announcement: null });
    expect(checkAnnouncement({ ...sale, code: null, starts_at: null, ends_at: null }).ok).toBe(
      true,
    );
  });

  it.each([
    ['an id with capitals', { ...sale, id: 'Yalda' }],
    ['an empty title', { ...sale, title: '' }],
    ['a code with spaces', { ...sale, code: 'YALDA 30' }],
    ['a local time', { ...sale, ends_at: '2025-12-22T20:30:00' }],
    ['an impossible date', { ...sale, ends_at: '2025-13-45T20:30:00Z' }],
    ['an end before the start', { ...sale, ends_at: '2025-12-19T00:00:00Z' }],
    ['an extra field', { ...sale, html: '<b>x</b>' }],
    ['a missing field', { id: 'x', title: 'y', message: '' }],
    ['a string', 'announcement'],
  ])('rejects %s', (_name, value) => {
    const check = checkAnnouncement(value);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.length).toBeGreaterThan(0);
  });
});

describe('announcementAt', () => {
  it('shows the announcement only from starts_at until just before ends_at', () => {
    expect(announcementAt(sale, new Date('2025-12-20T20:29:59Z'))).toBeNull();
    expect(announcementAt(sale, new Date('2025-12-20T20:30:00Z'))).toBe(sale);
    expect(announcementAt(sale, new Date('2025-12-22T20:29:59Z'))).toBe(sale);
    expect(announcementAt(sale, new Date('2025-12-22T20:30:00Z'))).toBeNull();
    expect(announcementAt(null, new Date())).toBeNull();
  });

  it('shows an announcement without dates at any time', () => {
    const always = { ...sale, starts_at: null, ends_at: null };
    expect(announcementAt(always, new Date('1999-01-01T00:00:00Z'))).toBe(always);
  });
});
