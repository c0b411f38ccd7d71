// When the announcement popup may open (never on a visit's first page nor on quiet pages, only
// after a navigation), remembering its dismissal by id, showing nothing when the server has
// none, and copying its code; storage that throws never breaks it.
import type { Announcement } from '../../../contracts/announcement';
import { getAnnouncement } from '../../api/announcement';
import type { SiteExtras } from '../../../contracts/bootstrap';
import { makeTestStore, testConfig, type TestStore } from '../../app/testing';
import { locationChanged, matchPage } from '../route';
import { DISMISSED_KEY, storageMemory } from './dismissals';
import { announcementSaga, type AnnouncementBrowser } from './sagas';
import { selectAnnouncement } from './selectors';
import { announcementDismissed, codeCopyRequested } from './slice';
import { PAGE_SEEN_KEY, storageVisitMemory } from './visit';
import { welcomeAnnouncement as welcome } from './testSupport';

jest.mock('../../api/announcement', () => ({ getAnnouncement: jest.fn() }));
const mockedGetAnnouncement = jest.mocked(getAnnouncement);

/** An in-memory Storage, for the dismissals (localStorage) and the visit (sessionStorage). */
function fakeStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

/** Storage as blocked site data has it: every use throws. */
const brokenStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: (): void => {
    throw new Error('SecurityError');
  },
};

/** A page load of `pathname` (the first of the session unless `session` says a page was seen). */
function start(
  options: {
    pathname?: string;
    storage?: ReturnType<typeof fakeStorage>;
    session?: Pick<Storage, 'getItem' | 'setItem'>;
    writeText?: AnnouncementBrowser['writeText'];
    noClipboard?: boolean;
    extras?: SiteExtras;
  } = {},
) {
  const storage = options.storage ?? fakeStorage();
  const session = options.session ?? fakeStorage();
  const pathname = options.pathname ?? '/';
  const writeText = options.writeText ?? jest.fn<Promise<void>, [string]>().mockResolvedValue();
  const browser: AnnouncementBrowser = {
    memory: storageMemory(() => storage),
    visit: storageVisitMemory(() => session),
    writeText: options.noClipboard ? undefined : writeText,
  };
  const { store, task } = makeTestStore({
    ...(options.extras ? { config: { ...testConfig, extras: options.extras } } : {}),
    preloaded: {
      route: {
        location: { pathname, search: '', hash: '' },
        page: matchPage(pathname),
        navigations: 0,
      },
    },
    saga: announcementSaga,
    args: [browser],
  });
  return { store, task: task!, storage, session, writeText };
}

/** A link followed inside the app. */
function followLink(store: TestStore, pathname: string): void {
  store.dispatch(locationChanged({ pathname, search: '', hash: '' }, 'push'));
}

/** A session in which a page was seen already (a second page load in the same tab). */
function seenSession() {
  return fakeStorage({ [PAGE_SEEN_KEY]: '1' });
}

async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

/** Starts on the home page and follows a link to the shop: the popup may show there. */
async function startShown(options: Parameters<typeof start>[0] = {}) {
  const started = start(options);
  followLink(started.store, '/shop');
  await settle();
  return started;
}

beforeEach(() => {
  mockedGetAnnouncement.mockReset();
  mockedGetAnnouncement.mockResolvedValue(welcome);
});

describe('announcementSaga: when the popup may open', () => {
  it('neither asks for nor shows it on the first page of a visit, and remembers the page was seen', async () => {
    const session = fakeStorage();
    const { store, task } = start({ session });
    await settle();
    expect(mockedGetAnnouncement).not.toHaveBeenCalled();
    expect(selectAnnouncement(store.getState()).open).toBe(false);
    expect(session.values.get(PAGE_SEEN_KEY)).toBe('1');
    task.cancel();
  });

  it('asks for it and shows it after a navigation to a page where it may show', async () => {
    const { store, task } = start();
    await settle();
    followLink(store, '/product/power-bank-20000');
    await settle();
    expect(mockedGetAnnouncement).toHaveBeenCalledTimes(1);
    expect(selectAnnouncement(store.getState())).toEqual({
      announcement: welcome,
      open: true,
      copy: 'idle',
    });
    task.cancel();
  });

  it("never asks for it from a WordPress without the shop's announcement route", async () => {
    const { store, task } = start({
      extras: {
        announcement: false,
        accounts: true,
        orders: true,
        regions: true,
        paymentMethods: true,
      },
    });
    followLink(store, '/shop');
    await settle();
    expect(mockedGetAnnouncement).not.toHaveBeenCalled();
    expect(selectAnnouncement(store.getState()).open).toBe(false);
    task.cancel();
  });

  it.each(['/cart', '/checkout', '/checkout/order-received/12', '/my-account', '/contact'])(
    'does not open on %s: it waits for the next navigation to a page where it may show',
    async (quiet) => {
      const { store, task } = start();
      followLink(store, quiet);
      await settle();
      expect(mockedGetAnnouncement).not.toHaveBeenCalled();
      expect(selectAnnouncement(store.getState()).open).toBe(false);

      followLink(store, '/checkout');
      await settle();
      expect(selectAnnouncement(store.getState()).open).toBe(false);

      followLink(store, '/shop');
      await settle();
      expect(mockedGetAnnouncement).toHaveBeenCalledTimes(1);
      expect(selectAnnouncement(store.getState()).open).toBe(true);
      task.cancel();
    },
  );

  it('shows on the first load of a page where it may show when the session saw a page before', async () => {
    const { store, task } = start({ pathname: '/shop', session: seenSession() });
    await settle();
    expect(selectAnnouncement(store.getState()).open).toBe(true);
    task.cancel();
  });

  it('even then, not on a quiet page loaded first: only after a navigation away from it', async () => {
    const { store, task } = start({ pathname: '/checkout', session: seenSession() });
    await settle();
    expect(mockedGetAnnouncement).not.toHaveBeenCalled();
    followLink(store, '/');
    await settle();
    expect(selectAnnouncement(store.getState()).open).toBe(true);
    task.cancel();
  });

  it('does not open on checkout when the shopper went there while it was being asked for', async () => {
    let answer: (announcement: Announcement) => void = () => undefined;
    mockedGetAnnouncement.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const { store, task } = start();
    followLink(store, '/shop');
    await settle();
    followLink(store, '/checkout');
    answer(welcome);
    await settle();
    expect(selectAnnouncement(store.getState()).open).toBe(false);
    followLink(store, '/');
    await settle();
    expect(selectAnnouncement(store.getState()).open).toBe(true);
    task.cancel();
  });

  it('when session storage throws, treats every page load as a first page: shown only after a navigation', async () => {
    const { store, task } = start({ pathname: '/shop', session: brokenStorage });
    await settle();
    expect(mockedGetAnnouncement).not.toHaveBeenCalled();
    followLink(store, '/');
    await settle();
    expect(selectAnnouncement(store.getState()).open).toBe(true);
    task.cancel();
  });
});

describe('announcementSaga: once it may open', () => {
  it('remembers the dismissal by id, so a later page load does not show it again', async () => {
    const first = await startShown();
    expect(selectAnnouncement(first.store.getState()).open).toBe(true);
    first.store.dispatch(announcementDismissed());
    expect(selectAnnouncement(first.store.getState()).open).toBe(false);
    expect(JSON.parse(first.storage.values.get(DISMISSED_KEY) ?? '[]')).toEqual([
      'welcome-discount',
    ]);
    first.task.cancel();

    // The next page load of the same session: it may show at once, but was closed.
    const reload = start({ pathname: '/shop', storage: first.storage, session: first.session });
    await settle();
    expect(mockedGetAnnouncement).toHaveBeenCalledTimes(2);
    expect(selectAnnouncement(reload.store.getState()).open).toBe(false);
    followLink(reload.store, '/');
    await settle();
    expect(selectAnnouncement(reload.store.getState()).open).toBe(false);
    reload.task.cancel();
  });

  it('shows a new announcement (a new id) even after the old one was closed', async () => {
    mockedGetAnnouncement.mockResolvedValue({ ...welcome, id: 'yalda-sale' });
    const storage = fakeStorage({ [DISMISSED_KEY]: JSON.stringify(['welcome-discount']) });
    const { store, task } = await startShown({ storage });
    expect(selectAnnouncement(store.getState())).toMatchObject({
      open: true,
      announcement: { id: 'yalda-sale' },
    });
    task.cancel();
  });

  it('shows nothing when the server has none or cannot be reached, and says nothing', async () => {
    mockedGetAnnouncement.mockResolvedValueOnce(null);
    const none = await startShown();
    expect(selectAnnouncement(none.store.getState()).open).toBe(false);
    none.task.cancel();

    mockedGetAnnouncement.mockRejectedValueOnce(new Error('offline'));
    const offline = await startShown();
    expect(selectAnnouncement(offline.store.getState()).open).toBe(false);
    expect(offline.store.getState().notices).toEqual(none.store.getState().notices);
    offline.task.cancel();
  });

  it('still shows the popup when local storage throws (blocked site data)', async () => {
    const { store, task } = makeTestStore({
      saga: announcementSaga,
      args: [
        {
          memory: storageMemory(() => brokenStorage),
          visit: storageVisitMemory(() => brokenStorage),
        },
      ],
    });
    followLink(store, '/shop');
    await settle();
    expect(selectAnnouncement(store.getState()).open).toBe(true);
    store.dispatch(announcementDismissed());
    expect(selectAnnouncement(store.getState()).open).toBe(false);
    task!.cancel();
  });

  it('copies the code to the clipboard and says whether it worked', async () => {
    const { store, task, writeText } = await startShown();
    store.dispatch(codeCopyRequested());
    expect(writeText).toHaveBeenCalledWith('WELCOME10');
    await settle();
    expect(selectAnnouncement(store.getState()).copy).toBe('copied');
    task.cancel();

    const refused = jest.fn<Promise<void>, [string]>().mockRejectedValue(new Error('denied'));
    const second = await startShown({ writeText: refused });
    second.store.dispatch(codeCopyRequested());
    await settle();
    expect(selectAnnouncement(second.store.getState()).copy).toBe('failed');
    second.task.cancel();
  });

  it('says the copy failed where there is no clipboard API', async () => {
    const { store, task } = await startShown({ noClipboard: true });
    store.dispatch(codeCopyRequested());
    expect(selectAnnouncement(store.getState()).copy).toBe('failed');
    task.cancel();
  });
});
