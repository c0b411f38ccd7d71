// The blog (/blog and its numbered pages): a card per post, the count and page links. A page
// past the last one is the 404 page, as WordPress answers it.
import { useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { PageLinks } from '../../../ui/pageLinks/PageLinks';
import { paths } from '../../route';
import { NotFoundPage } from '../../shell';
import { selectBlogList, selectBlogPageMissing } from '../selectors';
import { LoadFailure } from './LoadFailure';
import { PostCard } from './PostCard';

export function BlogListPage() {
  const { page, status, error, posts, total, totalPages } = useAppSelector(selectBlogList);
  // A page past the last one is the 404 page, as WordPress sends it (app/pageStatus.ts).
  const missing = useAppSelector(selectBlogPageMissing);
  if (missing) return <NotFoundPage />;
  return (
    <div className="page page--blog">
      <h1>{__('Blog')}</h1>
      {(status === 'idle' || status === 'loading') && (
        <p className="loading" aria-busy="true">
          {__('Loading posts…')}
        </p>
      )}
      {status === 'failed' && <LoadFailure message={error} />}
      {status === 'loaded' && posts.length === 0 && (
        <p className="empty">{__('No posts have been published yet.')}</p>
      )}
      {status === 'loaded' && posts.length > 0 && (
        <>
          <p className="post-count">
            {/* translators: %s: number of posts, in Persian digits */}
            {sprintf(__('%s posts'), formatNumber(Math.max(total, posts.length)))}
          </p>
          <ul className="post-list">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <PageLinks
            current={page}
            total={totalPages}
            hrefFor={paths.blogPage}
            label={__('Posts navigation')}
          />
        </>
      )}
    </div>
  );
}
