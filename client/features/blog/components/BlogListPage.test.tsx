// The blog list: each post with a link, a Persian date and a plain-text excerpt, the page and
// post count with page links, 404 past the last page, loading and empty states, and the
// Persian failure message with a retry button.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePost, makeTestStore, renderWithStore } from '../../../app/testing';
import { locationChanged } from '../../route';
import { listFailed, listLoaded, listRequested } from '../slice';
import { BlogListPage } from './BlogListPage';

describe('BlogListPage', () => {
  it('lists every post with a link, a Persian date and a plain-text excerpt', () => {
    const { store } = makeTestStore();
    store.dispatch(
      listLoaded({
        page: 1,
        total: 2,
        totalPages: 1,
        posts: [
          makePost({
            slug: 'tea',
            date: '2024-03-01T10:00:00',
            title: { rendered: 'چای &amp; دم‌نوش' },
            excerpt: {
              rendered: '<p>دربارهٔ <strong>چای</strong> سبز [&hellip;]</p>',
              protected: false,
            },
          }),
          makePost({ slug: 'سلام', date: '2025-03-21T08:00:00', title: { rendered: 'سلام' } }),
        ],
      }),
    );
    renderWithStore(<BlogListPage />, store);

    expect(screen.getByRole('heading', { level: 1, name: 'وبلاگ' })).toBeInTheDocument();
    expect(screen.getByText('۲ نوشته')).toBeInTheDocument();
    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(2);

    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'چای & دم‌نوش' })).toHaveAttribute('href', '/blog/tea');
    expect(first.getByText('۱۱ اسفند ۱۴۰۲')).toHaveAttribute('datetime', '2024-03-01T10:00:00');
    expect(first.getByText('دربارهٔ چای سبز […]').tagName).toBe('P');
    expect(items[0]!.querySelector('strong')).toBeNull();

    const second = within(items[1]!);
    expect(second.getByRole('link', { name: 'سلام' })).toHaveAttribute(
      'href',
      '/blog/%D8%B3%D9%84%D8%A7%D9%85',
    );
    expect(second.getByText('۱ فروردین ۱۴۰۴')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'ناوبری نوشته‌ها' })).toBeNull();
  });

  it('shows the page it is on, the count of all posts and the page links', () => {
    const { store } = makeTestStore();
    store.dispatch(locationChanged({ pathname: '/blog/page/5/', search: '', hash: '' }, 'start'));
    store.dispatch(
      listLoaded({ page: 5, total: 264, totalPages: 27, posts: [makePost({ slug: 'p5' })] }),
    );
    renderWithStore(<BlogListPage />, store);

    expect(screen.getByText('۲۶۴ نوشته')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'ناوبری نوشته‌ها' });
    const links = within(pages)
      .getAllByRole('listitem')
      .map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href') ?? null]);
    expect(links).toEqual([
      ['صفحهٔ قبلی', '/blog/page/4/'],
      ['صفحهٔ ۱', '/blog/'],
      ['…', null],
      ['صفحهٔ ۳', '/blog/page/3/'],
      ['صفحهٔ ۴', '/blog/page/4/'],
      ['صفحهٔ ۵', '/blog/page/5/'],
      ['صفحهٔ ۶', '/blog/page/6/'],
      ['صفحهٔ ۷', '/blog/page/7/'],
      ['…', null],
      ['صفحهٔ ۲۷', '/blog/page/27/'],
      ['صفحهٔ بعدی', '/blog/page/6/'],
    ]);
    expect(within(pages).getByRole('link', { current: 'page' })).toHaveTextContent('صفحهٔ ۵');
  });

  it('is the 404 page past the last page', () => {
    const { store } = makeTestStore();
    store.dispatch(locationChanged({ pathname: '/blog/page/9/', search: '', hash: '' }, 'start'));
    store.dispatch(listLoaded({ page: 9, total: 20, totalPages: 2, posts: [] }));
    renderWithStore(<BlogListPage />, store);
    expect(screen.getByRole('heading', { level: 1, name: 'صفحه پیدا نشد' })).toBeInTheDocument();
  });

  it('says when it is loading and when there is nothing yet', () => {
    const { store } = makeTestStore();
    store.dispatch(listRequested(1));
    renderWithStore(<BlogListPage />, store);
    expect(screen.getByText('در حال بارگذاری نوشته‌ها…')).toBeInTheDocument();

    act(() => {
      store.dispatch(listLoaded({ page: 1, posts: [], total: 0, totalPages: 0 }));
    });
    expect(screen.getByText('هنوز نوشته‌ای منتشر نشده است.')).toBeInTheDocument();
  });

  it('shows the Persian failure message with a retry button', async () => {
    const { store } = makeTestStore();
    store.dispatch(listFailed({ page: 1, message: 'احتمالاً اتصال شما به اینترنت برقرار نیست.' }));
    const dispatch = jest.spyOn(store, 'dispatch');
    renderWithStore(<BlogListPage />, store);

    expect(screen.getByText('احتمالاً اتصال شما به اینترنت برقرار نیست.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'blog/reloadRequested' });
  });
});
