// The machine load noted beside bench figures: the note says the load, how long the bench waited
// for a quiet machine (never longer than allowed) and whether it got one; --baseline and
// --max-wait are read spaced or with `=`.
import { loadNote, maxWaitOption, optionValue, waitForQuiet } from './machineLoad';

describe('the machine load beside bench figures', () => {
  it('says the load, how long it waited and whether the machine was quiet', () => {
    expect(loadNote({ load: 0.42, waitedS: 0, quiet: true })).toBe('load 0.42');
    expect(loadNote({ load: 3.456, waitedS: 60.2, quiet: false })).toBe(
      'load 3.46, waited 60 s, not below 1',
    );
  });

  it('waits no longer than it is allowed', async () => {
    const wait = await waitForQuiet(0);
    expect(wait.waitedS).toBeLessThan(1);
    expect(wait.quiet).toBe(wait.load < 1);
  });

  it('reads --baseline and --max-wait, spaced or with =', () => {
    expect(optionValue(['--baseline', '/tmp/base'], '--baseline')).toBe('/tmp/base');
    expect(optionValue(['--baseline=/tmp/b'], '--baseline')).toBe('/tmp/b');
    expect(optionValue([], '--baseline')).toBeUndefined();
    expect(maxWaitOption(['--max-wait', '5'])).toBe(5);
    expect(maxWaitOption([])).toBe(60);
    expect(() => maxWaitOption(['--max-wait=soon'])).toThrow(/not seconds/);
  });
});
