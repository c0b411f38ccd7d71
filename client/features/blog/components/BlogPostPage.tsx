// One blog post's page: its title, date and content, or a "not found" or load-failure page, each
// with a way back to the blog.
import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { htmlToText } from '../../../ui/html';
import { RichText } from '../../../ui/RichText';
import { paths } from '../../route';
import { selectBlogPost } from '../selectors';
import { LoadFailure } from './LoadFailure';
import { PostDate } from './PostDate';

function BackToBlog() {
  return (
    <p className="back-link">
      <a href={paths.blog}>{__('Back to the blog')}</a>
    </p>
  );
}

export function BlogPostPage({ slug }: { slug: string }) {
  const { status, post, error } = useAppSelector(
    (state) => selectBlogPost(state, slug),
    shallowEqual,
  );
  const title = useMemo(() => (post ? htmlToText(post.title.rendered) : ''), [post]);

  if (post) {
    return (
      <article className="page post">
        <header className="post__header">
          <h1>{title}</h1>
          <p className="post-meta">
            <PostDate date={post.date} />
          </p>
        </header>
        <RichText className="post__content prose" html={post.content.rendered} />
        <footer className="post__footer">
          <BackToBlog />
        </footer>
      </article>
    );
  }
  if (status === 'missing') {
    return (
      <div className="page page--not-found">
        <h1>{__('Post not found')}</h1>
        <p>{__('There is no post at this address. It may have been removed.')}</p>
        <BackToBlog />
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className="page">
        <h1>{__('The post could not be loaded')}</h1>
        <LoadFailure message={error} />
        <BackToBlog />
      </div>
    );
  }
  return (
    <div className="page" aria-busy="true">
      <h1>{__('Loading post…')}</h1>
    </div>
  );
}
