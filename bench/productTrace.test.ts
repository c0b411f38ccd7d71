// The product trace's figures from a hand-made trace: the page's main thread only, layouts and
// font-service round trips counted beside the tasks.
import { traceFigures } from './productTrace';

const main = { pid: 1, tid: 10 };
const other = { pid: 2, tid: 20 };
const thread = (at: { pid: number; tid: number }) => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...at,
  args: { name: 'CrRendererMain' },
});
const x = (name: string, ts: number, durMs: number, at = main) => ({
  name,
  ph: 'X',
  ts,
  dur: durMs * 1000,
  ...at,
});

describe('traceFigures', () => {
  it('sums the main thread layouts and counts its full layouts and font round trips', () => {
    const figures = traceFigures([
      thread(main),
      thread(other),
      x('ThreadControllerImpl::RunTask', 0, 120),
      x('Layout', 1000, 80),
      x('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 2000, 2),
      x('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 5000, 2),
      x('ThreadControllerImpl::RunTask', 200_000, 10),
      x('Layout', 201_000, 3),
      // Another page's renderer, busy for less time: not the page's.
      x('ThreadControllerImpl::RunTask', 0, 50, other),
      x('Layout', 1000, 40, other),
      x('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 2000, 2, other),
    ]);
    expect(figures).toMatchObject({
      longestTaskMs: 120,
      busyMs: 130,
      layoutMs: 83,
      longLayouts: 1,
      fontRoundTrips: 2,
    });
  });

  it('says how much of the longest task made script contexts and started preloads', () => {
    const figures = traceFigures([
      thread(main),
      x('ThreadControllerImpl::RunTask', 0, 110),
      x('HTMLDocumentParser::MaybeFetchQueuedPreloads', 10_000, 30),
      x('LocalWindowProxy::Initialize', 50_000, 40),
      // The driver's own world, made inside the page's: counted once.
      x('LocalWindowProxy::Initialize', 60_000, 10),
      x('ThreadControllerImpl::RunTask', 200_000, 60),
      // In a shorter task: not the longest one's.
      x('LocalWindowProxy::Initialize', 210_000, 5),
      x('HTMLDocumentParser::MaybeFetchQueuedPreloads', 220_000, 5),
    ]);
    expect(figures).toMatchObject({
      longestTaskMs: 110,
      longestTaskContextsMs: 40,
      longestTaskPreloadsMs: 30,
    });
  });
});
