// The WAL checkpoint worker (started by walCheckpointer.ts): its own connection to the database
// file, asking SQLite every `intervalMs` to fold the log back into the main file. Plain
// CommonJS so the thread runs it as is, under ts-node, jest and plain node alike, with no
// TypeScript loader of its own.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');

const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
let stopped = false;
let timer;

function checkpoint() {
  if (stopped) return;
  // Repeat while the writer added frames during the pass: the log is only reused from its start
  // once a checkpoint has caught up completely, and the later passes are short.
  for (let pass = 0; pass < 8; pass += 1) {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    if (!result || result.log === result.checkpointed) break;
  }
  timer = setTimeout(checkpoint, workerData.intervalMs);
}

timer = setTimeout(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  stopped = true;
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
