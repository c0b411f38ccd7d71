// `npm run bench`: every benchmark, each printing figures and ratios against a baseline of the same run.
import { attributionReport } from './attribution';
import { bundleReport } from './bundle';
import { checkoutReport } from './checkout';
import { contactFormsReport } from './contactForms';
import { homeReport } from './home';
import { imageSoakReport } from './imageSoak';
import { pagesReport } from './pages';
import { registrationBurstReport } from './registrationBurst';
import { scaleReport } from './scale';
import { searchReport } from './search';
import { serverReport } from './server';
import { storeApiReport } from './storeApi';
import { swatchesReport } from './swatches';

// Each gets the options after the names (`npm run bench -- pages --runs 1`).
const benchmarks: Record<string, (options: string[]) => Promise<string[]> | string[]> = {
  bundle: bundleReport,
  server: serverReport,
  attribution: attributionReport,
  contactForms: () => contactFormsReport(),
  storeApi: storeApiReport,
  checkout: checkoutReport,
  swatches: swatchesReport,
  search: searchReport,
  home: homeReport,
  imageSoak: imageSoakReport,
  registrationBurst: registrationBurstReport,
  pages: pagesReport,
  scale: scaleReport,
};

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
