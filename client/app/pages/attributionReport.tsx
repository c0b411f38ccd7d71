import { AttributionReportPage } from '../../features/attribution/report/components/AttributionReportPage';
import { attributionReportFeature } from '../../features/attribution/report/feature';
import type { PageModule } from './types';

export const page: PageModule = {
  features: [attributionReportFeature],
  Component: AttributionReportPage,
};
