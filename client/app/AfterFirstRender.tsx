import { useEffect } from 'react';

/**
 * Calls `run` once the first render is on screen; placed before the app, so its effect runs
 * before the app's own (a carousel announcing that it mounted must find the sagas listening).
 * The sagas start here on a server-rendered page: one that reads a cookie or the clock at start
 * would otherwise change the state the hydrating render must draw exactly as the server did.
 */
export function AfterFirstRender({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
