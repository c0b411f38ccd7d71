// The attribution report: origins labelled in Persian (reference vector 25), the page that
// asks with a typed token and range (the token never stored) and shows orders and revenue per
// origin with totals, and its saga with the server's reasons per date.
import { fireEvent, screen, within } from '@testing-library/react';
import type { AttributionReport } from '../../../../contracts/attribution';
import { getAttributionReport } from '../../../api/attributionReport';
import { WpApiError } from '../../../api/wp';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { AttributionReportPage, originLabel } from './components/AttributionReportPage';
import { currentMonthRange } from './persianDay';
import { attributionReportSaga } from './sagas';
import { reportLoaded, reportRequested } from './slice';

jest.mock('../../../api/attributionReport', () => ({ getAttributionReport: jest.fn() }));
const mockedGet = jest.mocked(getAttributionReport);

const report: AttributionReport = {
  from: '1404-01-01',
  to: '1404-01-31',
  from_gmt: '2025-03-20T20:30:00',
  to_gmt: '2025-04-20T20:30:00',
  currency: 'IRT',
  totals: { orders: 4, revenue: 3_500_000 },
  rows: [
    { source_type: 'organic', source: 'google', medium: 'organic', orders: 1, revenue: 2_000_000 },
    { source_type: 'utm', source: 'instagram', medium: 'social', orders: 2, revenue: 1_200_000 },
    { source_type: 'typein', source: '(direct)', medium: '', orders: 1, revenue: 300_000 },
  ],
};

async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

beforeEach(() => jest.resetAllMocks());

describe('origin labels (reference vector 25)', () => {
  it.each([
    ['utm', 'instagram', 'منبع: Instagram'],
    ['typein', '(direct)', 'مستقیم'],
    ['organic', 'google', 'جستجوی طبیعی: Google'],
    ['referral', 'digikala.com', 'ارجاع: Digikala.com'],
    ['mobile_app', '', 'اپلیکیشن موبایل'],
    ['admin', '', 'پیشخوان مدیریت'],
    ['', '', 'نامشخص'],
  ])('%s / %s -> %s', (sourceType, source, label) => {
    expect(originLabel({ source_type: sourceType, source })).toBe(label);
  });
});

describe('the report page', () => {
  it('starts with this Persian month, in Persian digits', () => {
    const now = new Date('2025-04-05T12:00:00Z'); // 16 Farvardin 1404
    expect(currentMonthRange(now)).toEqual({ from: '1404/01/01', to: '1404/01/16' });
    renderWithStore(<AttributionReportPage />, undefined, now);
    expect(screen.getByLabelText('از تاریخ')).toHaveValue('۱۴۰۴/۰۱/۰۱');
    expect(screen.getByLabelText('تا تاریخ')).toHaveValue('۱۴۰۴/۰۱/۱۶');
  });

  it('asks with the typed token and range, and never stores the token', () => {
    const { store } = makeTestStore();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getState().attributionReport));
    renderWithStore(<AttributionReportPage />, store);
    fireEvent.change(screen.getByLabelText('کلید دسترسی مدیر'), {
      target: { value: ' secret-owner-token ' },
    });
    fireEvent.change(screen.getByLabelText('از تاریخ'), { target: { value: '۱۴۰۴/۰۱/۰۱' } });
    fireEvent.submit(screen.getByRole('button', { name: 'نمایش گزارش' }));
    expect(store.getState().attributionReport.status).toBe('loading');
    expect(JSON.stringify(seen)).not.toContain('secret-owner-token');
  });

  it('shows orders and revenue per origin in Persian, with totals', () => {
    const { store } = makeTestStore();
    store.dispatch(reportLoaded(report));
    renderWithStore(<AttributionReportPage />, store);
    const table = screen.getByRole('table', { name: 'سفارش‌ها از ۱۴۰۴/۰۱/۰۱ تا ۱۴۰۴/۰۱/۳۱' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'مبدأمنبعرسانهسفارش‌هادرآمد',
      'جستجوی طبیعی: Googlegoogleorganic۱۲٬۰۰۰٬۰۰۰ تومان',
      'منبع: Instagraminstagramsocial۲۱٬۲۰۰٬۰۰۰ تومان',
      'مستقیم(direct)—۱۳۰۰٬۰۰۰ تومان',
      'جمع کل۴۳٬۵۰۰٬۰۰۰ تومان',
    ]);
  });
});

describe('attributionReportSaga', () => {
  it('loads the report with the token from the request', async () => {
    mockedGet.mockResolvedValue(report);
    const { store, task } = makeTestStore({ saga: attributionReportSaga });
    store.dispatch(reportRequested({ from: '1404/01/01', to: '1404/01/31', token: 'tok' }));
    await settle();
    expect(mockedGet).toHaveBeenCalledWith({ from: '1404/01/01', to: '1404/01/31' }, 'tok');
    expect(store.getState().attributionReport).toMatchObject({ status: 'loaded', report });
    task!.cancel();
  });

  it('shows the server’s message and its reasons per date', async () => {
    mockedGet.mockRejectedValue(
      new WpApiError('rest_invalid_param', 'پارامتر(های) نامعتبر: from', 400, {
        status: 400,
        params: { from: 'from روز معتبری در تقویم خورشیدی نیست.' },
      }),
    );
    const { store, task } = makeTestStore({ saga: attributionReportSaga });
    store.dispatch(reportRequested({ from: '1404/12/30', to: '1405/01/01', token: 'tok' }));
    await settle();
    expect(store.getState().attributionReport).toMatchObject({
      status: 'failed',
      error: 'پارامتر(های) نامعتبر: from',
      fieldErrors: { from: 'from روز معتبری در تقویم خورشیدی نیست.' },
    });
    renderWithStore(<AttributionReportPage />, store);
    expect(screen.getByLabelText('از تاریخ')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('پارامتر(های) نامعتبر');
    task!.cancel();
  });
});
