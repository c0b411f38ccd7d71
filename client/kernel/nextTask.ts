/**
 * Resolves in a later task of the browser's event loop: start-up awaits it between its steps, so
 * each is its own short task and the browser can paint and answer input between them.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/** How long a hidden tab (which draws no frames) waits instead of a paint. */
const NO_FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has drawn the next frame: work that can wait a frame goes after it,
 * so the frame shows the shopper's action at once. A hidden tab draws no frames; then a short
 * timer stands in.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    setTimeout(finish, NO_FRAME_WAIT_MS);
    // A task queued from the frame's callback runs after that frame is painted.
    if (typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() => setTimeout(finish, 0));
    }
  });
}
