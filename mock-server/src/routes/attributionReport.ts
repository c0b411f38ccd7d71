// GET /wp-json/shop/v1/reports/attribution?from=1404-01-01&to=1404-01-31
// The shop owner's read-only report, behind the admin token from configuration.
import type { FastifyInstance } from 'fastify';
import {
  ATTRIBUTION_REPORT_PATH,
  attributionReportQuerySchema,
  type AttributionReport,
  type AttributionReportQuery,
} from '../../../contracts/attribution';
import { checkAdminToken } from '../domain/attribution/adminToken';
import type { RateLimiter } from '../domain/forms/rateLimit';
import { AttributionInvalid } from '../domain/attribution/orderMeta';
import { attributionReport } from '../domain/attribution/report';
import { reportRange, type ReportRange } from '../domain/attribution/reportRange';
import { SHOP_CURRENCY } from '../domain/orders/createOrder';
import type { OrdersRepository } from '../storage/ordersRepository';
import { refused } from '../http/refusals';
import { attributionReportResponses } from './schemas/pages';

export interface AttributionReportDeps {
  orders: OrdersRepository;
  /** Normalised hidden-input prefix; the meta keys are `_{prefix}{field}`. */
  prefix: string;
  /** Unset: the report is switched off. */
  adminToken?: string;
  /** Wrong or missing tokens per address; an address over it is refused before any check. */
  failures: RateLimiter;
  clock: () => Date;
}

/** Ten wrong tokens per address per quarter hour: enough for typos, hopeless for guessing. */
export const ADMIN_TOKEN_FAILURES = { max: 10, windowSeconds: 15 * 60 };

export const reportMessages = {
  disabled:
    'گزارش منبع سفارش‌ها خاموش است. برای روشن کردن آن، SHOP_ADMIN_TOKEN را در پیکربندی سرور تنظیم کنید.',
  unauthorized: 'کلید دسترسی مدیر فرستاده نشده یا نادرست است.',
  tooManyFailures: 'کلید نادرست بیش از اندازه فرستاده شد. کمی بعد دوباره تلاش کنید.',
} as const;

function toRange(query: AttributionReportQuery): ReportRange {
  try {
    return reportRange(query.from, query.to);
  } catch (error) {
    if (error instanceof AttributionInvalid) {
      throw refused({
        kind: 'invalid',
        code: 'rest_invalid_param',
        message: error.message,
        data: { params: error.params },
      });
    }
    throw error;
  }
}

export function registerAttributionReportRoute(
  app: FastifyInstance,
  deps: AttributionReportDeps,
): void {
  app.get<{ Querystring: AttributionReportQuery }>(ATTRIBUTION_REPORT_PATH, {
    schema: { querystring: attributionReportQuerySchema, response: attributionReportResponses },
    // Before the query is validated: a caller without the token learns nothing, not even that.
    onRequest: async (request, reply) => {
      const now = deps.clock();
      // Refused before the token is even compared, so a throttled guesser learns nothing.
      if (deps.failures.isOver(request.ip, now)) {
        throw refused({
          kind: 'tooMany',
          code: 'shop_admin_too_many_attempts',
          message: reportMessages.tooManyFailures,
          retryAfter: deps.failures.retryAfter(request.ip, now),
        });
      }
      const check = checkAdminToken(deps.adminToken, request.headers.authorization);
      if (check === 'disabled') {
        throw refused({
          kind: 'forbidden',
          code: 'shop_report_disabled',
          message: reportMessages.disabled,
        });
      }
      if (check !== 'ok') {
        deps.failures.take(request.ip, now);
        // How to authenticate is HTTP's business, so the route names it beside the refusal.
        reply.header('www-authenticate', 'Bearer realm="shop-admin"');
        throw refused({
          kind: 'unauthenticated',
          code: 'shop_admin_unauthorized',
          message: reportMessages.unauthorized,
        });
      }
    },
    handler: async (request, reply): Promise<AttributionReport> => {
      const range = toRange(request.query);
      // Sales figures are for the owner's eyes only: never kept by a cache on the way.
      reply.header('cache-control', 'no-store, private');
      return attributionReport(
        { orders: deps.orders, prefix: deps.prefix, currency: SHOP_CURRENCY },
        range,
      );
    },
  });
}
