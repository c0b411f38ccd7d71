// Waiting for a server process started by a test or a bench to answer over HTTP.

/**
 * Asks `url` every 250 ms until it answers 2xx (true), or until the deadline passes or `gaveUp`
 * says the process is gone (false).
 */
export async function untilAnswered(
  url: string,
  until: number,
  gaveUp: () => boolean = () => false,
): Promise<boolean> {
  for (;;) {
    try {
      const response = await fetch(url, { headers: { accept: 'text/html' } });
      await response.arrayBuffer();
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    if (gaveUp() || Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
