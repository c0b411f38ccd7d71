/**
 * Resolves in a later task of the browser's event loop: start-up awaits it between its steps, so
 * each is its own short task and the browser can paint and answer input between them.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
