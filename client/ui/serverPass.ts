// Whether this render is the server's, or the browser's hydration of it: what the page shows
// before (or without) JavaScript, which hydration must draw the same.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** True while rendering on the server and while hydrating, false for a render in the browser. */
export function useServerPass(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
