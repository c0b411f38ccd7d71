// Calls `run` once the first render is on screen.
import { useEffect } from 'react';

/**
 * Calls `run` once the first render is on screen; placed before the app, so its effect runs
 * before the app's own (a carousel announcing that it mounted must find the sagas listening).
 * On a page the browser draws itself the sagas start here; on a server-rendered page they have
 * started just before hydration (app/start.tsx), and `run` only adds the deferred features.
 */
export function AfterFirstRender({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
