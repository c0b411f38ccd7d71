// The shop's own server as a pact provider: an unseeded test server whose states are
// arranged directly in its database and fault switches.
import { seedCouponsIfMissing } from '../../src/seed/coupons';
import { createAnnouncementRepository } from '../../src/domain/announcement/announcements';
import { createSqliteAnnouncementStore } from '../../src/storage/announcementRepository';
import { createSqlitePostsRepository } from '../../src/storage/postsRepository';
import { ensureCatalog, setStock } from '../catalogStates';
import { startTestServer } from '../server';
import type { TestServer, TestServerOptions } from '../server';
import { visitSite } from '../siteVisitor';
import { addStaff } from '../staffAccounts';
import type { ContactFormSite } from '../../../contracts/provider/contactForm7States';
import { contactFormSwitches } from './contactForm7TestServer';
import { openSiteSession } from '../../../contracts/provider/siteSession';
import type { StoreSite } from '../../../contracts/provider/storeApiStates';
import type { AnnouncementSite } from '../../../contracts/provider/persianShopStates';

export interface ProviderTestServer {
  server: TestServer;
  site: ContactFormSite & StoreSite & AnnouncementSite;
}

/**
 * The cookies of an author signed in through the shop's own sign-in: the pacts' "logged-in
 * session cookie", whose user may upload files and edit and delete their own uploads (as
 * `contracts:verify --cookie` takes from a live WordPress).
 */
async function authorCookie(server: TestServer): Promise<string> {
  const author = await addStaff(server.db, 'author', 'pact-author');
  const visitor = await visitSite(server.url);
  await visitor.signIn(author.login, author.password);
  return visitor.cookie();
}

export async function startProviderTestServer(
  options: TestServerOptions = {},
): Promise<ProviderTestServer> {
  const server = await startTestServer({ seed: false, ...options });
  const posts = createSqlitePostsRepository(server.db);
  const site: ContactFormSite & StoreSite & AnnouncementSite = {
    baseUrl: server.url,
    // The demo coupons come with the demo catalogue (the coupon states name welcome10).
    ensureCatalogue: () => {
      ensureCatalog(server.db);
      seedCouponsIfMissing(server.db);
    },
    setStock: (productId, quantity) => setStock(server.db, productId, quantity),
    setAnnouncement: (announcement) =>
      createAnnouncementRepository(createSqliteAnnouncementStore(server.db)).set(announcement),
    contactForms: contactFormSwitches(server),
    session: await openSiteSession(server.url, await authorCookie(server)),
    failSubSizes: (attempts) => server.app.subsizeFaults.failNext(attempts),
    ensurePosts: (count) => {
      for (let n = posts.count('post') + 1; n <= count; n += 1) {
        posts.insert({
          type: 'post',
          slug: `نوشته-${n}`,
          title: `نوشتهٔ شمارهٔ ${n}`,
          excerpt: `خلاصهٔ نوشتهٔ ${n}`,
          content: `متن نوشتهٔ شمارهٔ ${n}`,
          dateGmt: new Date(Date.UTC(2025, 0, 1, 8, n)).toISOString().slice(0, 19),
        });
      }
    },
  };
  return { server, site };
}

/**
 * The provider test server for the tests of one file: started before them, closed after. Read
 * `site` and `server` inside the tests (they exist once beforeAll has run).
 */
export function providerTestServerForFile(options: TestServerOptions = {}): ProviderTestServer {
  let running: ProviderTestServer | undefined;
  beforeAll(async () => {
    running = await startProviderTestServer(options);
  });
  afterAll(async () => {
    await running?.server.close();
  });
  const started = (): ProviderTestServer => {
    if (!running) throw new Error('the provider test server starts in beforeAll');
    return running;
  };
  return {
    get server() {
      return started().server;
    },
    get site() {
      return started().site;
    },
  };
}
