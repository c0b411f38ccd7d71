import type { Announcement } from '../../../contracts/announcement';
import { getAnnouncement } from '../../api/announcement';
import { makeTestStore } from '../../app/testing';
import { DISMISSED_KEY, storageMemory } from './dismissals';
import { announcementSaga, type AnnouncementBrowser } from './sagas';
import { selectAnnouncement } from './selectors';
import { announcementDismissed, codeCopyRequested } from './slice';

jest.mock('../../api/announcement', () => ({ getAnnouncement: jest.fn() }));
const mockedGetAnnouncement = jest.mocked(getAnnouncement);

const welcome: Announcement = {
  id: 'welcome-discount',
  title: 'هدیهٔ اولین خرید',
  message: '۱۰٪ تخفیف',
  code: 'WELCOME10',
  starts_at: null,
  ends_at: null,
};

/** An in-memory Storage for the dismissal memory. */
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

function start(
  browser: Partial<AnnouncementBrowser> & { storage?: ReturnType<typeof fakeStorage> } = {},
) {
  const storage = browser.storage ?? fakeStorage();
  const writeText = browser.writeText ?? jest.fn<Promise<void>, [string]>().mockResolvedValue();
  const { store, task } = makeTestStore({
    saga: announcementSaga,
    args: [{ memory: storageMemory(() => storage), writeText }],
  });
  return { store, task: task!, storage, writeText };
}

async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

beforeEach(() => mockedGetAnnouncement.mockReset());

describe('announcementSaga', () => {
  it('shows the server’s announcement to a visitor who has not closed it', async () => {
    mockedGetAnnouncement.mockResolvedValue(welcome);
    const { store, task } = start();
    await settle();
    expect(selectAnnouncement(store.getState())).toEqual({
      announcement: welcome,
      open: true,
      copy: 'idle',
    });
    task.cancel();
  });

  it('remembers the dismissal by id, so the next page load does not show it again', async () => {
    mockedGetAnnouncement.mockResolvedValue(welcome);
    const first = start();
    await settle();
    first.store.dispatch(announcementDismissed());
    expect(selectAnnouncement(first.store.getState()).open).toBe(false);
    expect(JSON.parse(first.storage.values.get(DISMISSED_KEY) ?? '[]')).toEqual([
      'welcome-discount',
    ]);
    first.task.cancel();

    const reload = start({ storage: first.storage });
    await settle();
    expect(selectAnnouncement(reload.store.getState()).open).toBe(false);
    reload.task.cancel();
  });

  it('shows a new announcement (a new id) even after the old one was closed', async () => {
    mockedGetAnnouncement.mockResolvedValue({ ...welcome, id: 'yalda-sale' });
    const storage = fakeStorage({ [DISMISSED_KEY]: JSON.stringify(['welcome-discount']) });
    const { store, task } = start({ storage });
    await settle();
    expect(selectAnnouncement(store.getState())).toMatchObject({
      open: true,
      announcement: { id: 'yalda-sale' },
    });
    task.cancel();
  });

  it('shows nothing when the server has none or cannot be reached, and says nothing', async () => {
    mockedGetAnnouncement.mockResolvedValueOnce(null);
    const none = start();
    await settle();
    expect(selectAnnouncement(none.store.getState()).open).toBe(false);
    none.task.cancel();

    mockedGetAnnouncement.mockRejectedValueOnce(new Error('offline'));
    const offline = start();
    await settle();
    expect(selectAnnouncement(offline.store.getState()).open).toBe(false);
    expect(offline.store.getState().notices).toEqual(none.store.getState().notices);
    offline.task.cancel();
  });

  it('still shows the popup when storage throws (blocked site data)', async () => {
    mockedGetAnnouncement.mockResolvedValue(welcome);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const { store, task } = makeTestStore({
      saga: announcementSaga,
      args: [{ memory: storageMemory(() => broken) }],
    });
    await settle();
    expect(selectAnnouncement(store.getState()).open).toBe(true);
    store.dispatch(announcementDismissed());
    expect(selectAnnouncement(store.getState()).open).toBe(false);
    task!.cancel();
  });

  it('copies the code to the clipboard and says whether it worked', async () => {
    mockedGetAnnouncement.mockResolvedValue(welcome);
    const { store, task, writeText } = start();
    await settle();
    store.dispatch(codeCopyRequested());
    expect(writeText).toHaveBeenCalledWith('WELCOME10');
    await settle();
    expect(selectAnnouncement(store.getState()).copy).toBe('copied');
    task.cancel();

    const refused = jest.fn<Promise<void>, [string]>().mockRejectedValue(new Error('denied'));
    const second = start({ writeText: refused });
    await settle();
    second.store.dispatch(codeCopyRequested());
    await settle();
    expect(selectAnnouncement(second.store.getState()).copy).toBe('failed');
    second.task.cancel();
  });

  it('says the copy failed where there is no clipboard API', async () => {
    mockedGetAnnouncement.mockResolvedValue(welcome);
    const { store, task } = makeTestStore({
      saga: announcementSaga,
      args: [{ memory: storageMemory(() => fakeStorage()) }],
    });
    await settle();
    store.dispatch(codeCopyRequested());
    expect(selectAnnouncement(store.getState()).copy).toBe('failed');
    task!.cancel();
  });
});
