// A post's date for a page that shows posts but is not the blog's (the home page's posts widget):
// the Persian calendar's code (jalaali-js) comes after the page's first scripts (issue 29). When
// the page hydrates, React keeps the server's date in place until that code has arrived.
import { lazy, Suspense } from 'react';

const PostDate = lazy(() =>
  import(/* webpackChunkName: "date" */ './PostDate').then(({ PostDate }) => ({
    default: PostDate,
  })),
);

export function LazyPostDate({ date }: { date: string }) {
  return (
    // The line keeps its height while the date's code loads (a page reached by a link).
    <Suspense
      fallback={
        <time className="post-date" dateTime={date}>
          {'\u00a0'}
        </time>
      }
    >
      <PostDate date={date} />
    </Suspense>
  );
}
