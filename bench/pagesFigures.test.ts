// The pages bench: its options (--runs, --only, --base-url, --baseline, --max-wait), the figures
// read from one Lighthouse report, and the medians checked against each page's budget, so a
// slower or heavier build is marked OVER.
import {
  BUDGETS,
  atLeast,
  atMost,
  figuresFromReport,
  jsBudget,
  median,
  parsePagesOptions,
  type LighthouseReport,
} from './pagesFigures';

describe('bench pages options', () => {
  it('measures every page three times by default', () => {
    const options = parsePagesOptions([]);
    expect(options.runs).toBe(3);
    expect(options.only).toHaveLength(10);
    expect(options.baseUrl).toBeUndefined();
  });

  it('reads --runs, --only (in the bench order) and --base-url, spaced or with =', () => {
    expect(
      parsePagesOptions([
        '--runs',
        '1',
        '--only=product,home',
        '--base-url',
        'http://127.0.0.1:9/',
      ]),
    ).toEqual({ runs: 1, only: ['home', 'product'], baseUrl: 'http://127.0.0.1:9' });
    expect(parsePagesOptions(['--runs=5']).runs).toBe(5);
  });

  it('reads --baseline and --max-wait (issue 29: an older build measured alternately)', () => {
    expect(parsePagesOptions(['--baseline', '/tmp/base', '--max-wait=30'])).toMatchObject({
      baseline: '/tmp/base',
      maxWaitS: 30,
    });
    expect(() => parsePagesOptions(['--max-wait', 'soon'])).toThrow(/not seconds/);
  });

  it('refuses an unknown page, a count that is not one, and a missing value', () => {
    expect(() => parsePagesOptions(['--only', 'home,basket'])).toThrow(/basket.*pages are home/);
    expect(() => parsePagesOptions(['--runs', '0'])).toThrow(/not a count/);
    expect(() => parsePagesOptions(['--runs', '1.5'])).toThrow(/not a count/);
    expect(() => parsePagesOptions(['--only'])).toThrow(/needs a value/);
  });
});

function report(
  items: Array<{ resourceType: string; transferSize: number; resourceSize: number }>,
) {
  return {
    categories: { performance: { score: 0.87 } },
    environment: { benchmarkIndex: 1234.5 },
    audits: {
      'mainthread-work-breakdown': {
        details: {
          items: [
            { group: 'scriptEvaluation', duration: 300 },
            { group: 'scriptParseCompile', duration: 20 },
            { group: 'styleLayout', duration: 90 },
          ],
        },
      },
      'long-tasks': { details: { items: [{ duration: 64 }, { duration: 120.5 }] } },
      'largest-contentful-paint': { numericValue: 2100.5 },
      'total-blocking-time': { numericValue: 150 },
      'cumulative-layout-shift': { numericValue: 0.01 },
      'network-requests': { details: { items } },
    },
  } satisfies LighthouseReport;
}

describe('figures of one Lighthouse report', () => {
  it('reads the metrics and adds up the scripts alone', () => {
    const figures = figuresFromReport(
      report([
        { resourceType: 'Document', transferSize: 5000, resourceSize: 20000 },
        { resourceType: 'Script', transferSize: 40000, resourceSize: 120000 },
        { resourceType: 'Script', transferSize: 10000, resourceSize: 30000 },
        { resourceType: 'Stylesheet', transferSize: 8000, resourceSize: 24000 },
      ]),
    );
    expect(figures).toEqual({
      lcpMs: 2100.5,
      tbtMs: 150,
      cls: 0.01,
      score: 87,
      jsTransferBytes: 50000,
      jsResourceBytes: 150000,
      scriptingMs: 320,
      longestTaskMs: 120.5,
      benchmarkIndex: 1234.5,
      load: Number.NaN,
    });
  });

  it('leaves the script bytes unknown without the network audit, and fails on a runtime error', () => {
    const without = report([]);
    delete (without.audits as Partial<typeof without.audits>)['network-requests'];
    expect(figuresFromReport(without).jsTransferBytes).toBeNaN();
    expect(() =>
      figuresFromReport({ ...report([]), runtimeError: { code: 'NO_FCP', message: 'no paint' } }),
    ).toThrow(/NO_FCP/);
  });
});

describe('medians and budgets', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    expect(median([5, Number.NaN, 1, 3])).toBe(3);
    expect(median([Number.NaN])).toBeNaN();
  });

  it('marks each figure ok, OVER, or n/a when it was not measured', () => {
    expect(atMost(2000, BUDGETS.lcpMs)).toBe('ok');
    expect(atMost(2001, BUDGETS.lcpMs)).toBe('OVER');
    expect(atLeast(89, BUDGETS.score)).toBe('OVER');
    expect(atLeast(Number.NaN, BUDGETS.score)).toBe('n/a');
  });

  it('gives other pages what home measured plus 40 KB, or the home budget plus 40 KB', () => {
    expect(jsBudget('home', 100 * 1024)).toBe(130 * 1024);
    expect(jsBudget('product', 100 * 1024)).toBe(140 * 1024);
    expect(jsBudget('product', undefined)).toBe(170 * 1024);
  });
});
