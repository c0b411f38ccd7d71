// The attribution report page's chunk: its component and the features and strings only it brings
// (registry.ts).
import { AttributionReportPage } from '../../features/attribution';
import { attributionReportFeature } from '../../features/attribution';
import { accountStrings } from '../../i18n/catalogue/account';
import { attributionReportStrings } from '../../i18n/catalogue/attributionReport';
import type { PageModule } from './types';

export const page: PageModule = {
  features: [attributionReportFeature],
  Component: AttributionReportPage,
  strings: [accountStrings, attributionReportStrings],
};
