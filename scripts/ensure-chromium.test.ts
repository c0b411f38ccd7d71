// ensureChromium, run before the browser tests: as root it installs the Debian package and checks
// it arrived; without root it stops with one line naming the package; a bad CHROMIUM_PATH is named.
import { ensureChromium, type ChromiumHost } from './ensure-chromium';

function host(overrides: Partial<ChromiumHost>): ChromiumHost & { installs: number } {
  const fake = {
    installs: 0,
    present: () => false,
    isRoot: () => false,
    overridePath: undefined,
    install: () => {
      fake.installs += 1;
    },
    ...overrides,
  };
  return fake;
}

describe('ensureChromium', () => {
  test('does nothing when Chromium is there', () => {
    const machine = host({ present: () => true, isRoot: () => true });
    ensureChromium(machine);
    expect(machine.installs).toBe(0);
  });

  test('as root it installs the Debian package, then checks it arrived', () => {
    let installed = false;
    const machine = host({
      isRoot: () => true,
      present: () => installed,
      install: () => {
        installed = true;
      },
    });
    expect(() => ensureChromium(machine)).not.toThrow();
    expect(installed).toBe(true);
  });

  test('as root, an install that leaves no binary is an error', () => {
    const machine = host({ isRoot: () => true });
    expect(() => ensureChromium(machine)).toThrow(/apt-get installed 'chromium'/);
    expect(machine.installs).toBe(1);
  });

  test('without root it stops with one line naming the package, installing nothing', () => {
    const machine = host({});
    expect(() => ensureChromium(machine)).toThrow(
      "Chromium is missing: install Debian's package 'chromium' (sudo apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
    expect(machine.installs).toBe(0);
  });

  test('a CHROMIUM_PATH that is not there is named, never silently replaced', () => {
    const machine = host({ isRoot: () => true, overridePath: '/opt/nowhere/chromium' });
    expect(() => ensureChromium(machine)).toThrow(
      'CHROMIUM_PATH=/opt/nowhere/chromium is not an executable file.',
    );
    expect(machine.installs).toBe(0);
  });
});
