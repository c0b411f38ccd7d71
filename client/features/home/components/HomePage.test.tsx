// The home page: the site name as the h1, the carousel and the latest posts (in the page's later
// chunk, with the posts' loading cards until it arrives), and a failed widget shown with a retry
// button.
import { screen, within } from '@testing-library/react';
import { makePost, makeTestStore, renderWithStore } from '../../../app/testing';
import { latestPostsFailed, latestPostsLoaded } from '../slice';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('keeps the site name as the h1 and shows the carousel and the latest posts', async () => {
    const { store } = makeTestStore();
    store.dispatch(
      latestPostsLoaded([
        makePost({
          slug: 'tea',
          date: '2024-03-01T10:00:00',
          title: { rendered: 'چای &amp; دم‌نوش' },
        }),
        makePost({ slug: 'سلام', date: '2025-03-21T08:00:00', title: { rendered: 'سلام' } }),
      ]),
    );
    renderWithStore(<HomePage />, store);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('فروشگاه نمونه');
    expect(screen.getByRole('region', { name: 'پیشنهاد شگفت‌انگیز' })).toBeInTheDocument();

    // The widget's code is not here yet: its heading and loading cards hold the place.
    const waiting = screen.getByRole('region', { name: 'آخرین نوشته‌ها' });
    expect(within(waiting).getByText('در حال بارگذاری نوشته‌ها…')).toBeInTheDocument();
    const posts = await screen.findAllByRole('article');
    const widget = screen.getByRole('region', { name: 'آخرین نوشته‌ها' });
    expect(within(widget).getAllByRole('article')).toEqual(posts);
    expect(posts).toHaveLength(2);
    expect(within(posts[0]!).getByRole('link', { name: 'چای & دم‌نوش' })).toHaveAttribute(
      'href',
      '/blog/tea',
    );
    expect(await within(posts[0]!).findByText('۱۱ اسفند ۱۴۰۲')).toHaveAttribute(
      'datetime',
      '2024-03-01T10:00:00',
    );
    expect(within(posts[1]!).getByText('۱ فروردین ۱۴۰۴')).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'همهٔ نوشته‌ها' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('shows a failed widget with a retry button', async () => {
    const { store } = makeTestStore();
    store.dispatch(latestPostsFailed('خطای ناشناخته‌ای رخ داد.'));
    renderWithStore(<HomePage />, store);
    expect(await screen.findByText('خطای ناشناخته‌ای رخ داد.')).toBeInTheDocument();
    const widget = screen.getByRole('region', { name: 'آخرین نوشته‌ها' });
    expect(within(widget).getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  });
});
