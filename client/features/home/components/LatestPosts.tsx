// The posts widget.
import { useMemo } from 'react';
import type { WpPost } from '../../../../contracts/wp';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { htmlToText } from '../../../ui/html';
import { LazyPostDate } from '../../blog';
import { paths } from '../../route';
import { LATEST_POSTS_COUNT } from '../../../../contracts/homePage';
import { selectLatestPosts } from '../selectors';
import { latestPostsReloadRequested } from '../slice';

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
    <section className="latest-posts" aria-labelledby="latest-posts-heading">
      <div className="latest-posts__header">
        <h2 id="latest-posts-heading">{__('Latest posts')}</h2>
        <a href={paths.blog}>{__('All posts')}</a>
      </div>
      {(status === 'idle' || status === 'loading') && (
        <div aria-busy="true">
          <p className="visually-hidden">{__('Loading posts…')}</p>
          {/* Cards of the posts' size hold the place, so the footer does not jump. */}
          <ul className="latest-posts__list" aria-hidden="true">
            {Array.from({ length: LATEST_POSTS_COUNT }, (_, index) => (
              <li key={index}>
                <div className="latest-post latest-post--skeleton">
                  <p className="latest-post__title">&nbsp;</p>
                  <p className="post-meta">&nbsp;</p>
                  <p className="latest-post__excerpt">
                    &nbsp;
                    <br />
                    &nbsp;
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
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
    </section>
  );
}
