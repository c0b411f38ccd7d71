// The shop owner's attribution report (the shop's own REST route, behind the admin token).
import {
  ADMIN_TOKEN_SCHEME,
  ATTRIBUTION_REPORT_ROUTE,
  type AttributionReport,
  type AttributionReportQuery,
} from '../../contracts/attribution';
import { wpFetch } from './wp';

export function getAttributionReport(
  query: AttributionReportQuery,
  adminToken: string,
): Promise<AttributionReport> {
  const search = new URLSearchParams({ from: query.from, to: query.to });
  return wpFetch<AttributionReport>({
    path: `/${ATTRIBUTION_REPORT_ROUTE}?${search.toString()}`,
    headers: { Authorization: `${ADMIN_TOKEN_SCHEME} ${adminToken}` },
  });
}
