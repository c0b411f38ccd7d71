// The site page feature's effects: requests, timers and history, around its slice.
import type { SagaIterator } from 'redux-saga';
import { call, select, takeEvery } from 'redux-saga/effects';
import type { WpPage } from '../../../contracts/wp';
import { getPageBySlug } from '../../api/wp';
import { loadOnce } from '../../kernel/loadOnce';
import { errorNotice } from '../notices';
import { locationChanged, selectPage, type Page } from '../route';
import { sitePageReloadRequested } from './actions';
import { sitePageFailed, sitePageLoaded, sitePageRequested } from './slice';
import type { WithSitePages } from './selectors';

const loadSitePage = (slug: string) =>
  loadOnce({
    status: (state: WithSitePages) => state.sitePages?.[slug]?.status,
    skipWhen: ['loaded', 'loading', 'missing'],
    requested: sitePageRequested(slug),
    request: () => getPageBySlug(slug),
    loaded: (page: WpPage | null) => sitePageLoaded({ slug, page }),
    failed: (message) => sitePageFailed({ slug, message }),
    report: errorNotice,
  });

function* loadForPage(): SagaIterator {
  const page: Page = yield select(selectPage);
  if (page.name === 'sitePage') yield call(loadSitePage, page.slug);
}

export function* sitePageSaga(): SagaIterator {
  yield takeEvery([locationChanged.type, sitePageReloadRequested.type], loadForPage);
  yield call(loadForPage);
}
