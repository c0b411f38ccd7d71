// The posts widget's heading and its loading cards: what the home page draws while the widget's
// own code (LatestPosts.tsx, in the page's later chunk) or the posts are on their way.
import type { ReactNode } from 'react';
import { LATEST_POSTS_COUNT } from '../../../../contracts/homePage';
import { __ } from '../../../i18n';
import { paths } from '../../route';

/** The widget's labelled section and heading, around what it shows. */
export function LatestPostsFrame({ children }: { children?: ReactNode }) {
  return (
    <section className="latest-posts" aria-labelledby="latest-posts-heading">
      <div className="latest-posts__header">
        <h2 id="latest-posts-heading">{__('Latest posts')}</h2>
        <a href={paths.blog}>{__('All posts')}</a>
      </div>
      {children}
    </section>
  );
}

/** Cards of the posts' size hold the place while they load, so the footer does not jump. */
export function PostsSkeleton() {
  return (
    <div aria-busy="true">
      <p className="visually-hidden">{__('Loading posts…')}</p>
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
  );
}
