// The one place the server's repositories and services are built from the database and the
// settings. app.ts calls buildServices once and hands each route group what it uses, so routes
// never open storage themselves; the test server reaches the same objects through
// AppOptions.extraRoutes (mock-server/test/testSwitches.ts), never through the production app.
import { offeredPaymentMethods } from '../domain/checkout/offeredPaymentMethods';
import type Database from 'better-sqlite3';
import {
  createAnnouncementRepository,
  type AnnouncementRepository,
} from '../domain/announcement/announcements';
import { SubsizeFaults } from '../domain/faults';
import { createMediaLibrary, type MediaLibrary } from '../domain/mediaLibrary';
import type { FilledAppOptions } from '../settings/defaults';
import {
  createSqliteAccountsRepository,
  type AccountsRepository,
} from '../storage/accountsRepository';
import { createSqliteAnnouncementStore } from '../storage/announcementRepository';
import { createSqliteMediaRepository } from '../storage/mediaRepository';
import { createSqliteOrdersRepository, type OrdersRepository } from '../storage/ordersRepository';
import { createSqlitePostsRepository, type PostsRepository } from '../storage/postsRepository';
import { createSqliteStockChanges, type StockChanges } from '../storage/stockChanges';
import { buildCheckoutServices, type CheckoutServices } from './checkoutServices';
import { buildContactFormServices, type ContactFormServices } from './contactFormServices';
import { buildStoreServices, type StoreServices } from './storeServices';

export interface AppServices {
  accounts: AccountsRepository;
  posts: PostsRepository;
  media: { library: MediaLibrary; subsizeFaults: SubsizeFaults };
  store: StoreServices;
  checkout: CheckoutServices;
  contactForms: ContactFormServices;
  announcements: AnnouncementRepository;
  /** The attribution report's reads (the checkout's orders repository writes the same table). */
  orders: OrdersRepository;
  /** What the catalogue's writes moved, for the page cache to forget only that. */
  stockChanges: StockChanges;
}

export function buildServices(
  db: Database.Database,
  deps: {
    options: FilledAppOptions;
    clock: () => Date;
    siteTitle: string;
    log: (message: string, error: unknown) => void;
  },
): AppServices {
  const { options, clock } = deps;
  const subsizeFaults = new SubsizeFaults(options.faults?.subsizeFailures ?? 0);
  return {
    accounts: createSqliteAccountsRepository(db),
    posts: createSqlitePostsRepository(db),
    media: {
      library: createMediaLibrary({
        repository: createSqliteMediaRepository(db),
        uploadsDir: options.uploadsDir,
        clock,
        faults: subsizeFaults,
      }),
      subsizeFaults,
    },
    store: buildStoreServices(db, {
      clock,
      options: options.store,
      paymentMethods: offeredPaymentMethods(options.checkout.testGateway),
    }),
    checkout: buildCheckoutServices(db, {
      clock,
      secret: options.secret,
      settings: options.checkout,
    }),
    contactForms: buildContactFormServices(db, {
      secret: options.secret,
      clock,
      siteTitle: deps.siteTitle,
      options: options.contactForms,
      log: deps.log,
    }),
    announcements: createAnnouncementRepository(createSqliteAnnouncementStore(db)),
    orders: createSqliteOrdersRepository(db),
    stockChanges: createSqliteStockChanges(db),
  };
}
