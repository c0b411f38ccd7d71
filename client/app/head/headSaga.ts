// After an in-app navigation the server-rendered head still describes the first page. This keeps
// the parts a page reader or a rendering crawler may read again (description, robots, canonical)
// equal to selectPageHead; document.title has its own saga (route feature), from the same rule.
import type { SagaIterator } from 'redux-saga';
import { select, takeEvery } from 'redux-saga/effects';
import { pageHeadSelector, type PageHead } from './pageHead';

type HeadDocument = Pick<Document, 'head' | 'createElement'>;

function syncElement(
  doc: HeadDocument,
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string | undefined,
): void {
  const existing = doc.head.querySelector(selector);
  if (value === undefined) {
    existing?.remove();
    return;
  }
  const element = existing ?? doc.head.appendChild(create());
  if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
}

export function applyHead(doc: HeadDocument, head: PageHead): void {
  const meta = (name: string) => () => Object.assign(doc.createElement('meta'), { name });
  syncElement(doc, 'meta[name="description"]', meta('description'), 'content', head.description);
  syncElement(doc, 'meta[name="robots"]', meta('robots'), 'content', head.robots);
  const canonical = () => Object.assign(doc.createElement('link'), { rel: 'canonical' });
  syncElement(doc, 'link[rel="canonical"]', canonical, 'href', head.canonical);
}

/** Runs in the browser only; `siteUrl` is the shop's configured public origin. */
export function* headSaga(siteUrl: string, doc: HeadDocument = document): SagaIterator {
  const selectHead = pageHeadSelector(siteUrl);
  let last: PageHead | null = null;
  function* sync(): SagaIterator {
    // Memoised: most actions (a swatch click, a cart count) leave the head object as it was.
    const head: PageHead = yield select(selectHead);
    if (head === last) return;
    last = head;
    applyHead(doc, head);
  }
  yield* sync();
  yield takeEvery('*', sync);
}
