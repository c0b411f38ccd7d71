// The debounce react-slick uses on resize: one run after the last call has waited, and cancel
// drops a waiting call.
import debounce from './slickDebounce';

describe('slickDebounce (react-slick resize debounce)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once, after the last call has waited', () => {
    const run = jest.fn();
    const debounced = debounce(run, 50);
    debounced();
    jest.advanceTimersByTime(30);
    debounced();
    jest.advanceTimersByTime(30);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(20);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancel drops a waiting call', () => {
    const run = jest.fn();
    const debounced = debounce(run, 50);
    debounced();
    debounced.cancel();
    jest.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
  });
});
