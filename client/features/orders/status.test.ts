// Order statuses named in Persian, and WooCommerce's GMT dates read as UTC.
import { orderDate, orderStatusLabel } from './status';

it('names order statuses in Persian and reads GMT dates as UTC', () => {
  expect(orderStatusLabel('processing')).toBe('در حال انجام');
  expect(orderStatusLabel('pending')).toBe('در انتظار پرداخت');
  expect(orderDate('2025-03-01T08:45:00').toISOString()).toBe('2025-03-01T08:45:00.000Z');
  expect(orderDate('2025-03-01T08:45:00Z').toISOString()).toBe('2025-03-01T08:45:00.000Z');
});
