// A blog post page: title, Persian date and sanitised content, and its loading, not-found and
// Persian error states.
import { screen } from '@testing-library/react';
import { makePost, makeTestStore, renderWithStore } from '../../../app/testing';
import { postFailed, postLoaded, postMissing, postRequested } from '../slice';
import { BlogPostPage } from './BlogPostPage';

describe('BlogPostPage', () => {
  it('shows the title, the Persian date and the sanitised content', () => {
    const { store } = makeTestStore();
    const post = makePost({
      slug: 'tea',
      date: '2023-09-23T09:00:00',
      title: { rendered: 'راهنمای دم کردن چای' },
      content: {
        rendered:
          '<p>آب <em>جوش</em> ۹۰ درجه</p><script>alert(1)</script><h2 id="x" style="color:red">مراحل</h2><ol><li>گرم کردن</li></ol><p><a href="javascript:alert(1)">بد</a> <a href="/shop">فروشگاه</a></p>',
        protected: false,
      },
    });
    store.dispatch(postLoaded({ slug: 'tea', post }));
    const { container } = renderWithStore(<BlogPostPage slug="tea" />, store);

    expect(
      screen.getByRole('heading', { level: 1, name: 'راهنمای دم کردن چای' }),
    ).toBeInTheDocument();
    expect(screen.getByText('۱ مهر ۱۴۰۲')).toHaveAttribute('datetime', '2023-09-23T09:00:00');
    expect(screen.getByRole('heading', { level: 2, name: 'مراحل' })).not.toHaveAttribute('style');
    expect(screen.getByRole('link', { name: 'فروشگاه' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('link', { name: 'بد' })).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'بازگشت به وبلاگ' })).toHaveAttribute('href', '/blog');
  });

  it('shows a loading heading while the post is on its way', () => {
    const { store } = makeTestStore();
    store.dispatch(postRequested('tea'));
    renderWithStore(<BlogPostPage slug="tea" />, store);
    expect(
      screen.getByRole('heading', { level: 1, name: 'در حال بارگذاری نوشته…' }),
    ).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown slug', () => {
    const { store } = makeTestStore();
    store.dispatch(postMissing('nope'));
    renderWithStore(<BlogPostPage slug="nope" />, store);
    expect(screen.getByRole('heading', { level: 1, name: 'نوشته پیدا نشد' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به وبلاگ' })).toBeInTheDocument();
  });

  it('shows the Persian error message when loading failed', () => {
    const { store } = makeTestStore();
    store.dispatch(postFailed({ slug: 'tea', message: 'خطای ناشناخته‌ای رخ داد.' }));
    renderWithStore(<BlogPostPage slug="tea" />, store);
    expect(
      screen.getByRole('heading', { level: 1, name: 'نوشته بارگذاری نشد' }),
    ).toBeInTheDocument();
    expect(screen.getByText('خطای ناشناخته‌ای رخ داد.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  });
});
