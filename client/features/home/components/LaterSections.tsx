// The home page's later chunk: the newest products' row and the posts widget, which the server
// draws and the first scripts need not (LazyLaterSections.tsx, issue 29).
import { LatestPosts } from './LatestPosts';
import { NewProducts } from './NewProducts';

export function LaterSections() {
  return (
    <>
      <NewProducts />
      <LatestPosts />
    </>
  );
}
