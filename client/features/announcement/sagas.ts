// The announcement popup: asked for once per page load, shown unless this visitor has closed
// this very announcement before, remembered when closed. A failure to load it is not the
// shopper's problem: nothing shows and nothing is said.
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { Announcement } from '../../../contracts/announcement';
import { getAnnouncement } from '../../api/announcement';
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

export interface AnnouncementBrowser {
  memory: DismissalMemory;
  /** navigator.clipboard.writeText, or undefined where there is no async clipboard. */
  writeText?: (text: string) => Promise<void>;
}

export function windowAnnouncementBrowser(): AnnouncementBrowser {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return {
    memory: browserMemory(),
    writeText: clipboard ? (text) => clipboard.writeText(text) : undefined,
  };
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
  if (!dismissed) yield put(announcementShown(announcement));
}
