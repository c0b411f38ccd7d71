// The benchmarks `npm run bench` knows, by the name given on its command line (README lists them).
import { attributionReport } from './attribution';
import { bundleReport } from './bundle';
import { checkoutReport } from './checkout';
import { contactFormsReport } from './contactForms';
import { homeReport } from './home';
import { imageSoakReport } from './imageSoak';
import { pagesReport } from './pages';
import { productTraceReport } from './productTrace';
import { realWordpressReport } from './realWordpress';
import { registrationBurstReport } from './registrationBurst';
import { renderCpuReport } from './renderCpu';
import { scaleReport } from './scale';
import { searchReport } from './search';
import { serverReport } from './server';
import { storeApiReport } from './storeApi';
import { swatchesReport } from './swatches';

// Each gets the options after the names (`npm run bench -- pages --runs 1`).
export const benchmarks: Record<string, (options: string[]) => Promise<string[]> | string[]> = {
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
  renderCpu: renderCpuReport,
  productTrace: productTraceReport,
  scale: scaleReport,
  realWordpress: realWordpressReport,
};
