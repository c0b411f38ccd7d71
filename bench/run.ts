// `npm run bench`: every benchmark, each printing figures and ratios against a baseline of the same run.
import { benchmarks } from './benchmarks';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // Names come first; an option's value (`--only home`) is never taken for a benchmark's name.
  const firstOption = args.findIndex((arg) => arg.startsWith('--'));
  const wanted = firstOption < 0 ? args : args.slice(0, firstOption);
  const options = firstOption < 0 ? [] : args.slice(firstOption);
  for (const [name, run] of Object.entries(benchmarks)) {
    if (wanted.length && !wanted.includes(name)) continue;
    console.log(`\n=== ${name} ===`);
    console.log((await run(options)).join('\n'));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
