// `npm run bench`: every benchmark, each printing figures and ratios against a baseline of the same run.
import { attributionReport } from './attribution';
import { bundleReport } from './bundle';
import { checkoutReport } from './checkout';
import { contactFormsReport } from './contactForms';
import { homeReport } from './home';
import { imageSoakReport } from './imageSoak';
import { registrationBurstReport } from './registrationBurst';
import { searchReport } from './search';
import { serverReport } from './server';
import { storeApiReport } from './storeApi';
import { swatchesReport } from './swatches';

const benchmarks: Record<string, () => Promise<string[]> | string[]> = {
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
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  for (const [name, run] of Object.entries(benchmarks)) {
    if (wanted.length && !wanted.includes(name)) continue;
    console.log(`\n=== ${name} ===`);
    console.log((await run()).join('\n'));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
