// Checkpoints a file database's write-ahead log from a worker thread with its own connection.
// Left to SQLite, the checkpoint runs inside whichever commit crosses the WAL threshold: that
// request thread copies megabytes into the main file and waits for the disk (tens of ms, during
// which no request is answered). PASSIVE checkpoints from another connection never block the
// writer, so the server's thread only ever appends to the log.
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface WalCheckpointerOptions {
  /** How often the worker asks SQLite to fold the log back in. */
  intervalMs?: number;
}

export interface WalCheckpointer {
  /** Ends the worker; resolves once its connection is closed. */
  stop(): Promise<void>;
}

/** The worker's own file: plain JavaScript, so the thread needs no TypeScript loader. */
const WORKER_FILE = path.join(__dirname, 'walCheckpointWorker.js');

export function startWalCheckpointer(
  file: string,
  { intervalMs = 100 }: WalCheckpointerOptions = {},
): WalCheckpointer {
  const worker = new Worker(WORKER_FILE, { workerData: { file, intervalMs } });
  // A background helper must never keep the process alive on its own.
  worker.unref();
  // Should the worker fail, SQLite's in-thread checkpoint still keeps the log bounded.
  worker.on('error', () => undefined);
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop() {
      if (!stopping) {
        stopping = true;
        worker.postMessage('stop');
      }
      return exited;
    },
  };
}
