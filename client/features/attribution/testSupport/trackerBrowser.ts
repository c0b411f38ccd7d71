// One simulated browser for classifier tests: a fake cookie jar standing in for document.cookie,
// page views classified by the real classifier and written through the real js-cookie adapter.
import { classifyPageView, type Classification } from '../classify';
import type { TrackerSettings } from '../settings';
import { DEFAULT_TRACKER_SETTINGS } from '../settings';
import { browserTrackerCookies } from '../trackerCookies';
import { FakeCookieJar } from './fakeCookieJar';

export const SHOP = 'https://shop.example/';

export class TrackerBrowser {
  now: Date;
  readonly jar: FakeCookieJar;
  private readonly undo: () => void;

  constructor(
    start: string,
    readonly settings: TrackerSettings = DEFAULT_TRACKER_SETTINGS,
    readonly userAgent = 'UA',
  ) {
    this.now = new Date(start);
    this.jar = new FakeCookieJar(() => this.now.getTime());
    this.undo = this.jar.installOn(document);
  }

  /** Moves the clock on by whole minutes. */
  wait(minutes: number): this {
    this.now = new Date(this.now.getTime() + minutes * 60_000);
    return this;
  }

  visit(path: string, referrer = ''): Classification {
    const url = new URL(path, SHOP).href;
    this.jar.host = new URL(url).hostname;
    const result = classifyPageView(
      { url, referrer, userAgent: this.userAgent, now: this.now },
      browserTrackerCookies.read(),
      this.settings,
      () => 0.5,
    );
    browserTrackerCookies.write(result.writes);
    return result;
  }

  close(): void {
    this.undo();
  }
}
