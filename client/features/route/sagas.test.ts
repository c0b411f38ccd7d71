// The route saga: the page read from the URL at start-up, history pushed without duplicates,
// back and forward followed, internal link clicks turned into navigations, listeners removed
// when cancelled; and document.title kept in step, a post's title as plain text.
import { makePost, makeTestStore } from '../../app/testing';
import { listLoaded } from '../blog';
import { selectDocumentTitle } from '../../app/documentTitle';
import { documentTitleSaga } from './documentTitleSaga';
import { routeSaga, type RouteBrowser } from './sagas';
import { selectLocation, selectNavigations, selectPage } from './selectors';
import { locationChanged, navigate } from './slice';

function fakeBrowser(start: string) {
  const location = new URL(start);
  const popTarget = new EventTarget();
  const pushState = jest.fn((_data: unknown, _unused: string, url?: string | URL | null) => {
    location.href = new URL(String(url), location.href).href;
  });
  const scrollToTop = jest.fn();
  const browser: RouteBrowser = {
    location,
    history: { pushState },
    window: popTarget,
    document,
    scrollToTop,
  };
  /** What the browser does on Back: the URL changes first, then popstate fires. */
  const goBackTo = (url: string) => {
    location.href = new URL(url, location.href).href;
    popTarget.dispatchEvent(new Event('popstate'));
  };
  return { browser, pushState, scrollToTop, goBackTo };
}

function start(url: string) {
  const fake = fakeBrowser(url);
  const { store, task } = makeTestStore({ saga: routeSaga, args: [fake.browser] });
  return { ...fake, store, task: task! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('routeSaga', () => {
  it('reads the page from the URL at start-up without touching history', () => {
    const { store, pushState, task } = start('http://localhost/blog/hello?x=1');
    expect(selectPage(store.getState())).toEqual({ name: 'blogPost', slug: 'hello' });
    expect(selectLocation(store.getState())).toEqual({
      pathname: '/blog/hello',
      search: '?x=1',
      hash: '',
    });
    expect(selectNavigations(store.getState())).toBe(0);
    expect(pushState).not.toHaveBeenCalled();
    task.cancel();
  });

  it('pushes a history entry for navigate and shows the new page from the top', () => {
    const { store, pushState, scrollToTop, task } = start('http://localhost/');
    store.dispatch(navigate('/shop?orderby=price'));
    expect(pushState).toHaveBeenCalledWith(null, '', '/shop?orderby=price');
    expect(selectPage(store.getState())).toEqual({ name: 'shop', page: 1 });
    expect(selectLocation(store.getState()).search).toBe('?orderby=price');
    expect(selectNavigations(store.getState())).toBe(1);
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('does not stack a duplicate entry when the current page is asked for again', () => {
    const { store, pushState, scrollToTop, task } = start('http://localhost/blog');
    store.dispatch(navigate('/blog'));
    expect(pushState).not.toHaveBeenCalled();
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('follows back and forward through popstate', () => {
    const { store, goBackTo, task } = start('http://localhost/shop');
    store.dispatch(navigate('/cart'));
    expect(selectPage(store.getState()).name).toBe('cart');
    goBackTo('/shop');
    expect(selectPage(store.getState()).name).toBe('shop');
    expect(selectNavigations(store.getState())).toBe(2);
    task.cancel();
  });

  it('turns a plain click on an internal link into a navigation and stops the page load', () => {
    const { store, pushState, task } = start('http://localhost/');
    document.body.innerHTML = '<a href="/blog">وبلاگ</a><a href="/blog" target="_blank">تب</a>';
    const [inApp, newTab] = Array.from(document.querySelectorAll('a'));

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    inApp!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(pushState).toHaveBeenCalledWith(null, '', '/blog');
    expect(selectPage(store.getState()).name).toBe('blog');

    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    inApp!.dispatchEvent(ctrlClick);
    const tabClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    newTab!.dispatchEvent(tabClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(tabClick.defaultPrevented).toBe(false);
    expect(pushState).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('stops listening to clicks and popstate when cancelled', () => {
    const { store, pushState, goBackTo, task } = start('http://localhost/');
    task.cancel();
    document.body.innerHTML = '<a href="/blog">وبلاگ</a>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(click);
    goBackTo('/shop');
    expect(click.defaultPrevented).toBe(false);
    expect(pushState).not.toHaveBeenCalled();
    expect(selectPage(store.getState()).name).toBe('home');
  });
});

describe('documentTitleSaga', () => {
  const at = (pathname: string) => locationChanged({ pathname, search: '', hash: '' }, 'push');

  it('keeps document.title in step with the page', () => {
    const doc = { title: '' };
    const { store, task } = makeTestStore({
      saga: documentTitleSaga,
      args: [selectDocumentTitle, doc],
    });
    expect(doc.title).toBe('فروشگاه نمونه');
    store.dispatch(at('/blog'));
    expect(doc.title).toBe('وبلاگ – فروشگاه نمونه');
    store.dispatch(at('/no/where'));
    expect(doc.title).toBe('صفحه پیدا نشد – فروشگاه نمونه');
    task!.cancel();
  });

  it("uses a loaded post's title as plain text", () => {
    const doc = { title: '' };
    const { store, task } = makeTestStore({
      saga: documentTitleSaga,
      args: [selectDocumentTitle, doc],
    });
    store.dispatch(
      listLoaded({
        page: 1,
        posts: [makePost({ slug: 'p1', title: { rendered: 'چای &amp; قهوه' } })],
        total: 1,
        totalPages: 1,
      }),
    );
    store.dispatch(at('/blog/p1'));
    expect(doc.title).toBe('چای & قهوه – فروشگاه نمونه');
    task!.cancel();
  });
});
