// Runs in a Web Worker: fetches one variation list as api-fetch built the request, parses it and
// sends it back as a table of columns with its buffers transferred (variationBatches.ts), so the
// page's main thread neither receives the megabytes nor parses them.
import {
  answerVariationsRequest,
  type VariationsMessage,
  type VariationsRequest,
} from './variationBatches';

/** The part of a dedicated worker's global scope this file uses (the client is typed for DOM). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<VariationsRequest>) => void) | null;
  postMessage(message: VariationsMessage, transfer: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void answerVariationsRequest(event.data, fetch, (message, transfer = []) =>
    scope.postMessage(message, transfer),
  );
};
