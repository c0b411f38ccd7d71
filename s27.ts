import { measureSpeed, formatSpeed } from './bench/searchSpeed';
import { openDatabase } from './mock-server/src/storage/database';
void (async () => {
  console.log(formatSpeed('seed', await measureSpeed(undefined, 200)).join('\n'));
  const db = openDatabase('/tmp/wt27-10k-run.db');
  console.log(formatSpeed('10k', await measureSpeed(db, 300)).join('\n'));
  db.close();
})();
