// The whole app in jsdom: landmarks, a skip link to main and one h1; moving from the blog list
// to a post and back without a reload; the not-found state for an unknown post; a failed blog
// load announced in the notices; and the configured contact buttons.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import { errorMessage, getPostBySlug, getPosts } from '../api/wp';
import type * as Api from '../api/wp';
import { matchPage } from '../features/route';
import { App } from './App';
import { everyFeatureSaga as rootSaga, loadEveryPageModule } from './pages/testSupport';
import { makePost, makeTestStore, renderWithStore, testConfig } from './testing';

jest.mock('../api/wp', () => ({
  ...jest.requireActual<typeof Api>('../api/wp'),
  getPosts: jest.fn(),
  getPostBySlug: jest.fn(),
}));

const posts = [
  makePost({ slug: 'green-tea', title: { rendered: 'چای سبز' }, date: '2024-03-01T10:00:00' }),
  makePost({ slug: 'coffee', title: { rendered: 'قهوه' }, date: '2024-02-01T10:00:00' }),
];

let task: Task | null = null;

function startAt(path: string, config = testConfig) {
  window.history.replaceState(null, '', path);
  // As in the browser, the store starts on the page the server rendered.
  const { pathname, search } = window.location;
  const route = { location: { pathname, search, hash: '' }, page: matchPage(pathname, search) };
  const started = makeTestStore({
    config,
    saga: rootSaga,
    preloaded: { route: { ...route, navigations: 0 } },
  });
  task = started.task;
  return renderWithStore(<App />, started.store, new Date(2026, 5, 1));
}

beforeAll(loadEveryPageModule);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getPosts).mockResolvedValue({ items: posts, total: 2, totalPages: 1 });
  jest.mocked(getPostBySlug).mockResolvedValue(null);
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  task?.cancel();
  task = null;
  jest.restoreAllMocks();
});

describe('App', () => {
  it('has the landmarks, a skip link to main and one h1', () => {
    startAt('/');
    expect(screen.getByRole('link', { name: 'پرش به محتوا' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('فروشگاه نمونه');
    expect(document.title).toBe('فروشگاه نمونه');
  });

  it.each([
    ['/shop', 'فروشگاه', 'فروشگاه'],
    ['/product/blue-shirt', 'محصول', 'محصول'],
    ['/cart', 'سبد خرید', 'سبد خرید'],
    ['/checkout', 'تسویه حساب', 'تسویه حساب'],
    ['/my-account', 'حساب کاربری من', 'حساب کاربری من'],
    ['/contact', 'تماس با ما', 'تماس با ما'],
    ['/search?s=x', 'جستجو', 'نتایج جستجو برای «x»'],
    ['/no/such/page', 'صفحه پیدا نشد', 'صفحه پیدا نشد'],
  ])('shows only a Persian heading on %s', (path, heading, title) => {
    startAt(path);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(document.title).toBe(`${title} – فروشگاه نمونه`);
  });

  it('goes from the blog list to a post and back without reloading', async () => {
    const user = userEvent.setup();
    startAt('/blog');
    const link = await screen.findByRole('link', { name: 'چای سبز' });
    expect(screen.getByText('۱۱ اسفند ۱۴۰۲')).toBeInTheDocument();

    await user.click(link);
    expect(window.location.pathname).toBe('/blog/green-tea');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('چای سبز');
    expect(document.title).toBe('چای سبز – فروشگاه نمونه');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(getPostBySlug).not.toHaveBeenCalled();

    act(() => {
      window.history.replaceState(null, '', '/blog');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('وبلاگ');
    expect(getPosts).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found state for an unknown post slug', async () => {
    startAt('/blog/missing');
    expect(await screen.findByRole('heading', { name: 'نوشته پیدا نشد' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('نوشته پیدا نشد – فروشگاه نمونه'));
  });

  it('announces a failed blog load in the notices area', async () => {
    const failure = new Error('boom');
    jest.mocked(getPosts).mockRejectedValue(failure);
    startAt('/blog');
    const status = screen.getByRole('status');
    const message = errorMessage(failure);
    expect(message).toMatch(/[\u0600-\u06FF]/);
    await waitFor(() => expect(status).toHaveTextContent(message));
  });

  it('shows the configured contact buttons', () => {
    startAt('/', { ...testConfig, contactButtons: { whatsapp: '989121234567' } });
    expect(screen.getByRole('link', { name: 'پیام در واتس‌اپ' })).toHaveAttribute(
      'href',
      'https://wa.me/989121234567',
    );
  });
});
