// Checkpoints a file database's write-ahead log from a worker thread with its own connection.
// Left to SQLite, the checkpoint runs inside whichever commit crosses the WAL threshold: that
// request thread copies megabytes into the main file and waits for the disk (tens of ms, during
// which no request is answered). PASSIVE checkpoints from another connection never block the
// writer, so the server's thread only ever appends to the log.
import { Worker } from 'node:worker_threads';

export interface WalCheckpointerOptions {
  /** How often the worker asks SQLite to fold the log back in. */
  intervalMs?: number;
}

export interface WalCheckpointer {
  /** Ends the worker; resolves once its connection is closed. */
  stop(): Promise<void>;
}

// Plain JavaScript run by the worker (eval'd, so it needs no TypeScript loader in the thread).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
let stopped = false;
const checkpoint = () => {
  if (stopped) return;
  // Repeat while the writer added frames during the pass: the log is only reused from its start
  // once a checkpoint has caught up completely, and the later passes are short.
  for (let pass = 0; pass < 8; pass += 1) {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    if (!result || result.log === result.checkpointed) break;
  }
  timer = setTimeout(checkpoint, workerData.intervalMs);
};
let timer = setTimeout(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  stopped = true;
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
`;

export function startWalCheckpointer(
  file: string,
  { intervalMs = 100 }: WalCheckpointerOptions = {},
): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, intervalMs, driver: require.resolve('better-sqlite3') },
  });
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
