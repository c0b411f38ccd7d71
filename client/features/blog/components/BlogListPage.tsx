import { useAppSelector } from '../../../app/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { selectBlogList } from '../selectors';
import { LoadFailure } from './LoadFailure';
import { PostCard } from './PostCard';

export function BlogListPage() {
  const { status, error, posts } = useAppSelector(selectBlogList);
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
            {sprintf(__('%s posts'), formatNumber(posts.length))}
          </p>
          <ul className="post-list">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
