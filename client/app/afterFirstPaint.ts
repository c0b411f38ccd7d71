// How long start-up waits for the first paint when none is reported (a browser without paint
// timing, a tab opened in the background): then the app starts anyway.
const LONGEST_WAIT_MS = 2000;

/**
 * Runs `run` once, as soon as the browser reports that it has painted the page's first content
 * (the paint's own timing entry, which comes after the frame reached the screen).
 */
export function afterFirstPaint(run: () => void): void {
  let ran = false;
  const once = () => {
    if (!ran) run();
    ran = true;
  };
  setTimeout(once, LONGEST_WAIT_MS);
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the timer above starts the app.
  }
}
