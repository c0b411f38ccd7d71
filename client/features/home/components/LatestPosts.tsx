// The posts widget. It comes in the home page's later chunk (LaterSections.tsx, issue 29).
import { useMemo } from 'react';
import type { WpPost } from '../../../../contracts/wp';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { htmlToText } from '../../../ui/html';
import { LazyPostDate } from '../../blog';
import { paths } from '../../route';
import { selectLatestPosts } from '../selectors';
import { latestPostsReloadRequested } from '../slice';
import { LatestPostsFrame, PostsSkeleton } from './LatestPostsFrame';

function LatestPost({ post }: { post: WpPost }) {
  const title = useMemo(() => htmlToText(post.title.rendered), [post.title.rendered]);
  const excerpt = useMemo(() => htmlToText(post.excerpt.rendered), [post.excerpt.rendered]);
  return (
    <article className="latest-post">
      <h3 className="latest-post__title">
        <a href={paths.blogPost(post.slug)}>{title}</a>
      </h3>
      <p className="post-meta">
        <LazyPostDate date={post.date} />
      </p>
      {excerpt && <p className="latest-post__excerpt">{excerpt}</p>}
    </article>
  );
}

/** The posts widget: the newest few posts, each with its Persian-calendar date and a link. */
export function LatestPosts() {
  const dispatch = useAppDispatch();
  const { status, posts, error } = useAppSelector(selectLatestPosts);
  return (
    <LatestPostsFrame>
      {(status === 'idle' || status === 'loading') && <PostsSkeleton />}
      {status === 'failed' && (
        <div className="load-failure">
          <p>{error ?? __('An unknown error occurred.')}</p>
          <button
            type="button"
            className="button"
            onClick={() => dispatch(latestPostsReloadRequested())}
          >
            {__('Try again')}
          </button>
        </div>
      )}
      {status === 'loaded' && posts.length === 0 && (
        <p className="empty">{__('No posts have been published yet.')}</p>
      )}
      {status === 'loaded' && posts.length > 0 && (
        <ul className="latest-posts__list">
          {posts.map((post) => (
            <li key={post.id}>
              <LatestPost post={post} />
            </li>
          ))}
        </ul>
      )}
    </LatestPostsFrame>
  );
}
