import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePost, makeTestStore, renderWithStore } from '../../../app/testing';
import { listFailed, listLoaded, listRequested } from '../slice';
import { BlogListPage } from './BlogListPage';

describe('BlogListPage', () => {
  it('lists every post with a link, a Persian date and a plain-text excerpt', () => {
    const { store } = makeTestStore();
    store.dispatch(
      listLoaded([
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
      ]),
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
  });

  it('says when it is loading and when there is nothing yet', () => {
    const { store } = makeTestStore();
    store.dispatch(listRequested());
    renderWithStore(<BlogListPage />, store);
    expect(screen.getByText('در حال بارگذاری نوشته‌ها…')).toBeInTheDocument();

    act(() => {
      store.dispatch(listLoaded([]));
    });
    expect(screen.getByText('هنوز نوشته‌ای منتشر نشده است.')).toBeInTheDocument();
  });

  it('shows the Persian failure message with a retry button', async () => {
    const { store } = makeTestStore();
    store.dispatch(listFailed('احتمالاً اتصال شما به اینترنت برقرار نیست.'));
    const dispatch = jest.spyOn(store, 'dispatch');
    renderWithStore(<BlogListPage />, store);

    expect(screen.getByText('احتمالاً اتصال شما به اینترنت برقرار نیست.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'blog/reloadRequested' });
  });
});
