// The announcement popup (a welcome coupon, say). It waits until the shopper has seen a page: never
// on the first page of a visit, but after a navigation inside the app, or on a later page load of
// the same browser session; and never on the pages where a shopper is busy paying, signing in or
// writing to the shop (QUIET_PAGES). Only then is it asked for, so a first page load makes no
// announcement request at all. It shows unless this visitor has closed this very announcement
// before, and is remembered when closed. A failure to load it is not the shopper's problem:
// nothing shows and nothing is said.
import type { SagaIterator } from 'redux-saga';
import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import type { Announcement } from '../../../contracts/announcement';
import type { SiteExtras } from '../../../contracts/bootstrap';
import { getAnnouncement } from '../../api/announcement';
import { selectSiteExtras } from '../../kernel/siteExtras';
import { locationChanged, selectNavigations, selectPage, type Page, type PageName } from '../route';
import { browserMemory, type DismissalMemory } from './dismissals';
import { selectAnnouncement } from './selectors';
import {
  announcementDismissed,
  announcementShown,
  codeCopied,
  codeCopyFailed,
  codeCopyRequested,
  type AnnouncementState,
} from './slice';
import { browserVisitMemory, type VisitMemory } from './visit';

export interface AnnouncementBrowser {
  memory: DismissalMemory;
  /** Whether an earlier page load of this browser session was seen (sessionStorage). */
  visit: VisitMemory;
  /** navigator.clipboard.writeText, or undefined where there is no async clipboard. */
  writeText?: (text: string) => Promise<void>;
}

export function windowAnnouncementBrowser(): AnnouncementBrowser {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return {
    memory: browserMemory(),
    visit: browserVisitMemory(),
    writeText: clipboard ? (text) => clipboard.writeText(text) : undefined,
  };
}

/** Cart, checkout, the order's receipt, the account and the contact form: no popup over them. */
const QUIET_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'cart',
  'checkout',
  'orderReceived',
  'myAccount',
  'contact',
]);

/**
 * The rule, in one place: returns once the shopper has seen a page (an earlier page load in this
 * session, or a navigation inside the app) and is on a page where the popup may show; until then
 * it waits for the next navigation.
 */
function* waitForPageWherePopupMayShow(seenBefore: boolean): SagaIterator {
  for (;;) {
    const navigations: number = yield select(selectNavigations);
    const page: Page = yield select(selectPage);
    if ((seenBefore || navigations > 0) && !QUIET_PAGES.has(page.name)) return;
    yield take(locationChanged.type);
  }
}

function* remember(browser: AnnouncementBrowser): SagaIterator {
  const { announcement }: AnnouncementState = yield select(selectAnnouncement);
  if (announcement) yield call([browser.memory, browser.memory.remember], announcement.id);
}

function* copyCode(browser: AnnouncementBrowser): SagaIterator {
  const { announcement }: AnnouncementState = yield select(selectAnnouncement);
  if (!announcement?.code) return;
  if (!browser.writeText) {
    yield put(codeCopyFailed());
    return;
  }
  try {
    yield call(browser.writeText, announcement.code);
    yield put(codeCopied());
  } catch {
    yield put(codeCopyFailed());
  }
}

export function* announcementSaga(
  browser: AnnouncementBrowser = windowAnnouncementBrowser(),
): SagaIterator {
  yield takeEvery(announcementDismissed.type, remember, browser);
  yield takeEvery(codeCopyRequested.type, copyCode, browser);
  const seenBefore: boolean = yield call([browser.visit, browser.visit.pageWasSeen]);
  yield call([browser.visit, browser.visit.rememberPageSeen]);
  yield call(waitForPageWherePopupMayShow, seenBefore);
  // A WordPress without the shop's announcement route: no popup, and no request for one.
  const extras: SiteExtras = yield select(selectSiteExtras);
  if (!extras.announcement) return;
  let announcement: Announcement | null;
  try {
    announcement = yield call(getAnnouncement);
  } catch {
    return;
  }
  if (!announcement) return;
  const dismissed: boolean = yield call(
    [browser.memory, browser.memory.wasDismissed],
    announcement.id,
  );
  if (dismissed) return;
  // The shopper may have gone on to the cart or checkout while it was on its way.
  yield call(waitForPageWherePopupMayShow, seenBefore);
  yield put(announcementShown(announcement));
}
