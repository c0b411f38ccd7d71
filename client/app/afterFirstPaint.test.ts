// Work deferred until after the first contentful paint: it runs once, and still starts when no
// paint is reported (a tab opened in the background) or there is no paint timing at all.
import { afterFirstPaint } from './afterFirstPaint';

type Callback = (
  list: { getEntriesByName(name: string): unknown[] },
  observer: { disconnect(): void },
) => void;

/** A paint-timing observer the test reports paints to. */
function installPaintObserver() {
  const observers: { callback: Callback; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly entry: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', {
    value: FakeObserver,
    configurable: true,
  });
  const paint = (name: string) => {
    for (const entry of observers.filter((observer) => !observer.disconnected)) {
      entry.callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => (entry.disconnected = true) },
      );
    }
  };
  return { paint };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, then runs once', () => {
    const { paint } = installPaintObserver();
    const run = jest.fn();
    afterFirstPaint(run);
    paint('first-paint');
    jest.advanceTimersByTime(10);
    expect(run).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no paint is reported (a tab opened in the background)', () => {
    installPaintObserver();
    const run = jest.fn();
    afterFirstPaint(run);
    jest.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts by the timer where there is no paint timing at all', () => {
    Object.defineProperty(globalThis, 'PerformanceObserver', {
      value: class {
        observe() {
          throw new TypeError('paint is not a supported entry type');
        }
      },
      configurable: true,
    });
    const run = jest.fn();
    afterFirstPaint(run);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
