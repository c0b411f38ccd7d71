// The store's state as the server rendered the page with it, or undefined when the page was not
// server-rendered (or the block is unreadable: then the client starts from scratch, and says so).
import { SERVER_STATE_ELEMENT_ID } from '../../contracts/serverRender';
import type { RootState } from './store';

/**
 * The store's state as the server rendered the page with it, or undefined when the page was not
 * server-rendered (or the block is unreadable: then the client starts from scratch, and says so).
 */
export function readServerState(doc: Document): Partial<RootState> | undefined {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state: unknown = JSON.parse(text);
    if (typeof state === 'object' && state !== null && !Array.isArray(state)) {
      return state as Partial<RootState>;
    }
  } catch {
    // falls through to the message below
  }
  console.error('The server-rendered state could not be read; drawing the page afresh.');
  return undefined;
}
