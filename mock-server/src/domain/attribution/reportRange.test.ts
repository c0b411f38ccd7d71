// The attribution report's date range: Persian days in Tehran time become a half-open GMT
// interval; a single day and Persian digits are accepted, and each bad bound is named.
import { AttributionInvalid } from './orderMeta';
import { reportRange } from './reportRange';

describe('reportRange', () => {
  it('turns Persian days in Tehran time into a half-open GMT interval', () => {
    expect(reportRange('1404-01-01', '1404-01-31')).toEqual({
      from: { year: 1404, month: 1, day: 1 },
      to: { year: 1404, month: 1, day: 31 },
      // 00:00 Tehran (UTC+03:30) on 1 Farvardin 1404 = 2025-03-21.
      fromGmt: '2025-03-20T20:30:00',
      // The day after 31 Farvardin (2025-04-20) starts at 2025-04-20T20:30Z.
      toGmt: '2025-04-20T20:30:00',
    });
  });

  it('accepts one day, in Persian digits', () => {
    const range = reportRange('۱۴۰۳/۱۲/۳۰', '۱۴۰۳/۱۲/۳۰');
    expect([range.fromGmt, range.toGmt]).toEqual(['2025-03-19T20:30:00', '2025-03-20T20:30:00']);
  });

  it('names each bad bound', () => {
    const bad = (from: string, to: string) => {
      try {
        reportRange(from, to);
      } catch (error) {
        return error instanceof AttributionInvalid ? Object.keys(error.params) : 'other error';
      }
      return 'accepted';
    };
    expect(bad('1404-12-30', '1405-01-01')).toEqual(['from']);
    expect(bad('1404-01-01', '1404-02-32')).toEqual(['to']);
    expect(bad('x', 'y')).toEqual(['from', 'to']);
    expect(bad('1404-02-01', '1404-01-31')).toEqual(['to']);
  });
});
