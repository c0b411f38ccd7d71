// One post in the blog's list: its title as the link, its date and excerpt.
import { useMemo } from 'react';
import type { WpPost } from '../../../../contracts/wp';
import { htmlToText } from '../../../ui/html';
import { paths } from '../../route';
import { PostDate } from './PostDate';

// Title and excerpt arrive as rendered HTML; a card shows them as plain text.
export function PostCard({ post }: { post: WpPost }) {
  const title = useMemo(() => htmlToText(post.title.rendered), [post.title.rendered]);
  const excerpt = useMemo(() => htmlToText(post.excerpt.rendered), [post.excerpt.rendered]);
  return (
    <article className="post-card">
      <h2 className="post-card__title">
        <a href={paths.blogPost(post.slug)}>{title}</a>
      </h2>
      <p className="post-meta">
        <PostDate date={post.date} />
      </p>
      {excerpt && <p className="post-card__excerpt">{excerpt}</p>}
    </article>
  );
}
