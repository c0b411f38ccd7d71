// Whether this render is the server's, or the browser's hydration of it: what the page shows
// before (or without) JavaScript, which hydration must draw the same.
import { useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/** True while rendering on the server and while hydrating, false for a render in the browser. */
export function useServerPass(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

/**
 * The server's markup inside the element of this id, read once when hydration reaches it; null
 * on the server and in a render of the browser's own. Given back as the element's inner HTML,
 * it hydrates without React building an element for each node inside.
 */
export function useServerMarkup(id: string): string | null {
  const serverPass = useServerPass();
  const [markup] = useState(() =>
    serverPass && typeof document !== 'undefined'
      ? (document.getElementById(id)?.innerHTML ?? null)
      : null,
  );
  return markup;
}
