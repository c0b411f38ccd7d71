// One size of the scale bench (bench/scale.ts) in a process of its own: the size's rows are
// measured in a fresh heap, as a shop serves one database, and its RSS is that size's alone.
import { measureSize, type SizeJob } from './scale';

process.once('message', (job: SizeJob) => {
  void measureSize(job).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
