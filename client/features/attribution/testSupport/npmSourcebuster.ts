// npm `sourcebuster` 1.1.0, loaded into its own jsdom window for each page view with a given
// URL, referrer, user agent, cookie jar and a controlled clock in a chosen fixed-offset zone.
// Its global state is the page's: one window, reconfigured per page view, like a browser tab.
import fs from 'node:fs';
import { JSDOM } from 'jsdom';
import type { TrackerData } from '../cookieFormat';
import type { FakeCookieJar } from './fakeCookieJar';

const SOURCE = fs.readFileSync(require.resolve('sourcebuster/dist/sourcebuster.js'), 'utf8');

/** WooCommerce's init options, with the spec's 6-month lifetime (see docs/decisions.md). */
export interface SourcebusterOptions {
  lifetime?: number;
  session_length?: number;
  timezone_offset?: string | number;
  user_ip?: string;
  campaign_param?: string;
}

export interface NpmPageView {
  url: string;
  referrer: string;
  userAgent: string;
  now: Date;
  /** The emulated local zone: minutes east of UTC, fixed (Tehran +210 has no DST since 2022). */
  zoneOffsetMinutes: number;
}

interface SourcebusterGlobal {
  init(options: SourcebusterOptions): void;
  get: TrackerData;
}

/**
 * A Date whose "now" is fixed and whose local time is UTC + offset, so sourcebuster's
 * local-time arithmetic (getHours, setHours, getTimezoneOffset) runs as in that zone.
 */
export function zonedDateClass(nowMs: number, offsetMinutes: number): DateConstructor {
  const shift = offsetMinutes * 60_000;
  class ZonedDate extends Date {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(nowMs);
      else super(...(args as [string | number | Date]));
    }

    static now(): number {
      return nowMs;
    }

    private local(): Date {
      return new Date(this.getTime() + shift);
    }

    getTimezoneOffset(): number {
      return -offsetMinutes;
    }

    getFullYear(): number {
      return this.local().getUTCFullYear();
    }

    getMonth(): number {
      return this.local().getUTCMonth();
    }

    getDate(): number {
      return this.local().getUTCDate();
    }

    getDay(): number {
      return this.local().getUTCDay();
    }

    getHours(): number {
      return this.local().getUTCHours();
    }

    getMinutes(): number {
      return this.local().getUTCMinutes();
    }

    getSeconds(): number {
      return this.local().getUTCSeconds();
    }

    setHours(hours: number): number {
      // ECMAScript truncates a fractional hour toward zero (MakeTime -> ToIntegerOrInfinity).
      const local = this.local();
      local.setUTCHours(Math.trunc(hours));
      return this.setTime(local.getTime() - shift);
    }
  }
  return ZonedDate as unknown as DateConstructor;
}

export class NpmSourcebuster {
  /** How long the last `sbjs.init` took, in ms (for the benchmark). */
  lastInitMs = 0;
  private readonly dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'https://shop.example/',
    runScripts: 'outside-only',
  });

  constructor() {
    this.dom.window.eval(SOURCE);
  }

  /** Runs `sbjs.init(options)` as one page view on `jar`; returns `sbjs.get`. */
  pageView(view: NpmPageView, jar: FakeCookieJar, options: SourcebusterOptions): TrackerData {
    const { window } = this.dom;
    this.dom.reconfigure({ url: view.url });
    jar.host = window.location.hostname;
    const restoreCookies = jar.installOn(window.document);
    Object.defineProperty(window.document, 'referrer', {
      configurable: true,
      get: () => view.referrer,
    });
    Object.defineProperty(window.navigator, 'userAgent', {
      configurable: true,
      get: () => view.userAgent,
    });
    (window as unknown as { Date: DateConstructor }).Date = zonedDateClass(
      view.now.getTime(),
      view.zoneOffsetMinutes,
    );
    try {
      const sbjs = (window as unknown as { sbjs: SourcebusterGlobal }).sbjs;
      const started = performance.now();
      sbjs.init(options);
      this.lastInitMs = performance.now() - started;
      return JSON.parse(JSON.stringify(sbjs.get)) as TrackerData;
    } finally {
      restoreCookies();
    }
  }

  close(): void {
    this.dom.window.close();
  }
}
