// jest/setup-client.ts stands in for afterNextPaint everywhere else; here is the real one.
const { afterNextPaint } = jest.requireActual<{ afterNextPaint: () => Promise<void> }>(
  './nextTask',
);

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves in the task after the next frame, not before it', async () => {
    const frame = window.requestAnimationFrame;
    let drawFrame: FrameRequestCallback = () => {};
    window.requestAnimationFrame = (callback) => {
      drawFrame = callback;
      return 1;
    };
    let done = false;
    void afterNextPaint().then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    drawFrame(0);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    window.requestAnimationFrame = frame;
  });

  it('resolves after 100 ms when no frame is drawn (a hidden tab)', async () => {
    const frame = window.requestAnimationFrame;
    window.requestAnimationFrame = () => 0;
    let done = false;
    void afterNextPaint().then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    window.requestAnimationFrame = frame;
  });
});
