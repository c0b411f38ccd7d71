// The site announcement route: the seeded welcome code the cart accepts, cacheable for a minute,
// shown inside its time window, null when switched off or broken, kept across seeds, read-only.
import {
  ANNOUNCEMENT_ROUTE,
  type Announcement,
  type AnnouncementResponse,
} from '../../../contracts/announcement';
import { buildTestApp, type TestApp } from '../../test/server';
import { SEEDED_ANNOUNCEMENT } from '../seed/announcement';
import { SEEDED_COUPONS } from '../seed/coupons';
import { createAnnouncementRepository } from '../domain/announcement/announcements';
import {
  ANNOUNCEMENT_SETTING,
  createSqliteAnnouncementStore,
} from '../storage/announcementRepository';
import { createSqliteSettingsRepository } from '../storage/settingsRepository';

const URL = `/wp-json/${ANNOUNCEMENT_ROUTE}`;

const storedAnnouncements = (db: TestApp['db']) =>
  createAnnouncementRepository(createSqliteAnnouncementStore(db));

const flashSale: Announcement = {
  id: 'flash-sale-2',
  title: 'حراج یک‌روزه',
  message: 'همهٔ کفش‌ها با ۲۰٪ تخفیف',
  code: 'SHOES20',
  starts_at: '2026-03-01T00:00:00Z',
  ends_at: '2026-03-02T00:00:00Z',
};

let site: TestApp | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function fetchAnnouncement(app: TestApp) {
  const response = await app.app.inject({ method: 'GET', url: `${URL}?_locale=user` });
  return { response, body: response.json<AnnouncementResponse>() };
}

describe('GET persian-shop/v1/announcement', () => {
  it('answers the seeded welcome code, cacheable for a minute', async () => {
    site = await buildTestApp();
    const { response, body } = await fetchAnnouncement(site);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(body).toEqual({ announcement: SEEDED_ANNOUNCEMENT });
  });

  it('offers a code the cart accepts: the seeded welcome coupon', () => {
    expect(SEEDED_COUPONS.map((coupon) => coupon.code)).toContain(SEEDED_ANNOUNCEMENT.code);
  });

  it('follows what is stored, inside its time window by the injected clock', async () => {
    let now = new Date('2026-02-28T23:59:59Z');
    site = await buildTestApp({ clock: () => now });
    storedAnnouncements(site.db).set(flashSale);
    expect((await fetchAnnouncement(site)).body).toEqual({ announcement: null });
    now = new Date('2026-03-01T10:00:00Z');
    expect((await fetchAnnouncement(site)).body).toEqual({ announcement: flashSale });
    now = new Date('2026-03-02T00:00:00Z');
    expect((await fetchAnnouncement(site)).body).toEqual({ announcement: null });
  });

  it('answers null when the owner switched it off or the stored row is broken', async () => {
    site = await buildTestApp();
    storedAnnouncements(site.db).set(null);
    expect((await fetchAnnouncement(site)).body).toEqual({ announcement: null });
    createSqliteSettingsRepository(site.db).set(ANNOUNCEMENT_SETTING, '{"id": "no title"}');
    const { response, body } = await fetchAnnouncement(site);
    expect(response.statusCode).toBe(200);
    expect(body).toEqual({ announcement: null });
  });

  it('lets the app options override the database (null: the browser tests have no popup)', async () => {
    site = await buildTestApp({ announcement: null });
    expect((await fetchAnnouncement(site)).body).toEqual({ announcement: null });
    await site.close();
    site = await buildTestApp({
      announcement: flashSale,
      clock: () => new Date('2026-03-01T01:00:00Z'),
    });
    expect((await fetchAnnouncement(site)).body).toEqual({ announcement: flashSale });
  });

  it('keeps an owner’s announcement when the seed runs again', async () => {
    site = await buildTestApp();
    const repository = storedAnnouncements(site.db);
    repository.set(flashSale);
    const { seedIfEmpty } = await import('../seed');
    seedIfEmpty(site.db, new Date());
    expect(repository.get()).toEqual(flashSale);
  });

  it('refuses to store an invalid announcement, leaving the old one', async () => {
    site = await buildTestApp();
    const repository = storedAnnouncements(site.db);
    expect(() => repository.set({ ...flashSale, id: 'Bad Id' })).toThrow(/invalid announcement/);
    expect(repository.get()).toEqual(SEEDED_ANNOUNCEMENT);
  });

  it('is read-only: other methods get the WordPress no-route error', async () => {
    site = await buildTestApp();
    const response = await site.app.inject({ method: 'POST', url: URL, payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });
});
