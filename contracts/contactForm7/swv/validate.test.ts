// Contact Form 7's schema validation: the first failing rule per field, empty optional fields,
// lengths in UTF-16 units, numbers, dates, enums, files, composite rules and unknown rule names.
import type { SwvFile } from './rules';
import type { SwvRule, SwvSchema } from './schema';
import { validate } from './validate';

function data(values: Record<string, string[]>, files: Record<string, SwvFile[]> = {}) {
  return { values: new Map(Object.entries(values)), files: new Map(Object.entries(files)) };
}

function errors(rules: SwvRule[], values: Record<string, string[]>, files = {}) {
  return Object.fromEntries(
    [...validate({ rules }, data(values, files))].map(([field, v]) => [field, v.rule]),
  );
}

const schema: SwvSchema = {
  version: 'Contact Form 7 SWV Schema 2024-10',
  locale: 'fa_IR',
  rules: [
    { rule: 'required', field: 'your-name', error: 'req' },
    { rule: 'maxlength', field: 'your-name', threshold: 5, error: 'long' },
    { rule: 'required', field: 'your-email', error: 'req' },
    { rule: 'email', field: 'your-email', error: 'mail' },
  ],
};

describe('validate', () => {
  it('keeps the first failing rule per field, in schema order', () => {
    const result = validate(schema, data({ 'your-name': ['  '], 'your-email': ['x'] }));
    expect([...result]).toEqual([
      ['your-name', { rule: 'required', error: 'req' }],
      ['your-email', { rule: 'email', error: 'mail' }],
    ]);
  });

  it('passes a valid submission', () => {
    expect(validate(schema, data({ 'your-name': ['علی'], 'your-email': ['a@b.co'] })).size).toBe(0);
  });

  it('limits itself to the asked fields', () => {
    const result = validate(schema, data({}), { fields: new Set(['your-email']) });
    expect([...result.keys()]).toEqual(['your-email']);
  });

  it('lets non-required rules pass on empty input', () => {
    expect(
      errors(
        [
          { rule: 'email', field: 'e' },
          { rule: 'minlength', field: 'e', threshold: 3 },
          { rule: 'number', field: 'n' },
          { rule: 'minfilesize', field: 'f', threshold: 10 },
        ],
        { e: ['  '] },
      ),
    ).toEqual({});
  });

  it('counts lengths in UTF-16 units over all values, CRLF as one, ZWNJ as one', () => {
    const rule = (threshold: number): SwvRule[] => [{ rule: 'maxlength', field: 't', threshold }];
    expect(errors(rule(8), { t: ['می‌خواهم'] })).toEqual({});
    expect(errors(rule(7), { t: ['می‌خواهم'] })).toEqual({ t: 'maxlength' });
    expect(errors(rule(3), { t: ['a\r\nb'] })).toEqual({});
    expect(errors(rule(1), { t: ['😀'] })).toEqual({ t: 'maxlength' });
    expect(errors(rule(3), { t: ['ab', 'cd'] })).toEqual({ t: 'maxlength' });
    expect(errors([{ rule: 'minlength', field: 't', threshold: 4 }], { t: ['abc'] })).toEqual({
      t: 'minlength',
    });
  });

  it('compares numbers after digit normalisation and skips non-numbers', () => {
    const rules: SwvRule[] = [
      { rule: 'minnumber', field: 'q', threshold: '1' },
      { rule: 'maxnumber', field: 'q', threshold: '10' },
    ];
    expect(errors(rules, { q: ['۰'] })).toEqual({ q: 'minnumber' });
    expect(errors(rules, { q: ['۱۱'] })).toEqual({ q: 'maxnumber' });
    expect(errors(rules, { q: ['۵'] })).toEqual({});
    expect(errors(rules, { q: ['abc'] })).toEqual({});
    expect(errors([{ rule: 'minnumber', field: 'q', threshold: 'x' }], { q: ['0'] })).toEqual({});
  });

  it('compares dates as strings of valid dates', () => {
    const rules: SwvRule[] = [
      { rule: 'mindate', field: 'd', threshold: '2024-01-01' },
      { rule: 'maxdate', field: 'd', threshold: '2024-12-31' },
    ];
    expect(errors(rules, { d: ['2023-12-31'] })).toEqual({ d: 'mindate' });
    expect(errors(rules, { d: ['۲۰۲۵-۰۱-۰۱'] })).toEqual({ d: 'maxdate' });
    expect(errors(rules, { d: ['2024-06-01'] })).toEqual({});
  });

  it('checks enums exactly, newlines normalised', () => {
    const rules: SwvRule[] = [{ rule: 'enum', field: 's', accept: ['پیگیری سفارش', 'a\nb'] }];
    expect(errors(rules, { s: ['پیگیری سفارش'] })).toEqual({});
    expect(errors(rules, { s: ['a\r\nb'] })).toEqual({});
    expect(errors(rules, { s: ['پیگیری  سفارش'] })).toEqual({ s: 'enum' });
  });

  it('counts items', () => {
    const rules: SwvRule[] = [
      { rule: 'minitems', field: 'c', threshold: 1 },
      { rule: 'maxitems', field: 'c', threshold: 2 },
    ];
    expect(errors(rules, { c: [] })).toEqual({ c: 'minitems' });
    expect(errors(rules, { c: ['a', ' ', 'b'] })).toEqual({});
    expect(errors(rules, { c: ['a', 'b', 'c'] })).toEqual({ c: 'maxitems' });
  });

  it('checks files by suffix, size and presence', () => {
    const rules: SwvRule[] = [
      { rule: 'requiredfile', field: 'f' },
      { rule: 'file', field: 'f', accept: ['.jpg', '.pdf'] },
      { rule: 'maxfilesize', field: 'f', threshold: 100 },
    ];
    expect(errors(rules, {})).toEqual({ f: 'requiredfile' });
    expect(errors(rules, {}, { f: [{ name: 'A.JPG', size: 50 }] })).toEqual({});
    expect(errors(rules, {}, { f: [{ name: 'a.exe', size: 50 }] })).toEqual({ f: 'file' });
    expect(errors(rules, {}, { f: [{ name: 'noext', size: 50 }] })).toEqual({ f: 'file' });
    expect(errors(rules, {}, { f: [{ name: 'a.pdf', size: 101 }] })).toEqual({ f: 'maxfilesize' });
    expect(
      errors(
        [{ rule: 'file', field: 'f', accept: ['image/*'] }],
        {},
        { f: [{ name: 'p.webp', size: 1 }] },
      ),
    ).toEqual({});
    expect(
      errors(
        [{ rule: 'file', field: 'f', accept: ['audio/*'] }],
        {},
        { f: [{ name: 'p.png', size: 1 }] },
      ),
    ).toEqual({ f: 'file' });
  });

  it('checks step, day of week and time', () => {
    expect(
      errors([{ rule: 'stepnumber', field: 'n', base: '1', interval: 0.5 }], { n: ['2.5'] }),
    ).toEqual({});
    expect(
      errors([{ rule: 'stepnumber', field: 'n', base: 0, interval: 3 }], { n: ['4'] }),
    ).toEqual({ n: 'stepnumber' });
    expect(errors([{ rule: 'stepnumber', field: 'n', interval: 0 }], { n: ['4'] })).toEqual({});
    expect(
      errors([{ rule: 'dayofweek', field: 'd', accept: ['6', '7'] }], { d: ['2024-06-03'] }),
    ).toEqual({ d: 'dayofweek' });
    expect(errors([{ rule: 'time', field: 't' }], { t: ['25:00'] })).toEqual({ t: 'time' });
  });

  it('reports a failing sub-rule of all with its own error, else the composite error', () => {
    const all: SwvRule = {
      rule: 'all',
      field: 'x',
      rules: [{ rule: 'number' }, { rule: 'minnumber', threshold: '5', error: 'small' }],
      error: 'composite',
    };
    expect([...validate({ rules: [all] }, data({ x: ['3'] }))]).toEqual([
      ['x', { rule: 'minnumber', error: 'small' }],
    ]);
    expect([...validate({ rules: [all] }, data({ x: ['a'] }))]).toEqual([
      ['x', { rule: 'all', error: 'composite' }],
    ]);
    const any: SwvRule = {
      rule: 'any',
      field: 'x',
      rules: [{ rule: 'email' }, { rule: 'tel' }],
      error: 'either',
    };
    expect(validate({ rules: [any] }, data({ x: ['09123456789'] })).size).toBe(0);
    expect([...validate({ rules: [any] }, data({ x: ['nope'] }))]).toEqual([
      ['x', { rule: 'any', error: 'either' }],
    ]);
  });

  it('ignores rule names it does not know', () => {
    const rules = [{ rule: 'future-rule', field: 'x' }] as unknown as SwvRule[];
    expect(validate({ rules }, data({ x: ['a'] })).size).toBe(0);
  });
});
