// The newest products and the posts widget come after the home page's first scripts (issue 29).
// When the page hydrates, React keeps the server's markup of both until their chunk has arrived
// (it asks for the chunk as it hydrates); a page reached by a link shows what their loading state
// shows (no new products yet, the posts' cards) until then.
import { lazy, memo, Suspense } from 'react';
import { LatestPostsFrame, PostsSkeleton } from './LatestPostsFrame';

const LaterSections = lazy(() =>
  import(/* webpackChunkName: "home-later" */ './LaterSections').then(({ LaterSections }) => ({
    default: LaterSections,
  })),
);

/**
 * Memoised without props: a redraw of the home page never reaches the boundary, which React would
 * otherwise draw afresh (dropping the server's markup) if it came before the chunk.
 */
export const LazyLaterSections = memo(function LazyLaterSections() {
  return (
    <Suspense
      fallback={
        <LatestPostsFrame>
          <PostsSkeleton />
        </LatestPostsFrame>
      }
    >
      <LaterSections />
    </Suspense>
  );
});
