// The attribution classifier: one page view in, the cookies to write and the tracker data out.
// It does what WooCommerce's sourcebuster fork does on every page view (reference §5, §6), as a
// pure function: the page URL, referrer, user agent, the cookies as they are, the time and the
// settings are all given. Where the fork has a bug the reference points out, this follows the
// spec instead (docs/decisions.md: the `false` query key, lifetime rounding, UTC stamps).
import {
  COOKIE_NAMES,
  DATA_CONTAINERS,
  decodeCookieValue,
  emptyTrackerData,
  encodeCookieValue,
  pack,
  unpack,
  type CookieName,
  type TrackerData,
} from './cookieFormat';
import {
  lifetimeMinutes,
  type OrganicEngine,
  type ReferralSite,
  type TrackerSettings,
} from './settings';
import { fireDate } from './stamp';
import {
  isHostOf,
  isPresent,
  parseQuery,
  urlParts,
  withoutWww,
  type QueryValues,
} from './urlParts';

export const NONE = '(none)';
export const TRAFFIC_TYPES = ['utm', 'organic', 'referral', 'typein'] as const;
export type TrafficType = (typeof TRAFFIC_TYPES)[number];

/** sourcebuster's one migration, recorded on every first visit. */
export const MIGRATION_ID = '1418474375998';

export const BUILT_IN_ORGANICS: readonly OrganicEngine[] = [
  { host: 'bing.com', param: 'q', display: 'bing' },
  { host: 'yahoo.com', param: 'p', display: 'yahoo' },
  { host: 'about.com', param: 'q', display: 'about' },
  { host: 'aol.com', param: 'q', display: 'aol' },
  { host: 'ask.com', param: 'q', display: 'ask' },
  { host: 'globososo.com', param: 'q', display: 'globo' },
  { host: 'go.mail.ru', param: 'q', display: 'go.mail.ru' },
  { host: 'rambler.ru', param: 'query', display: 'rambler' },
  { host: 'tut.by', param: 'query', display: 'tut.by' },
];

export const BUILT_IN_REFERRALS: readonly ReferralSite[] = [
  { host: 't.co', display: 'twitter.com' },
  { host: 'plus.url.google.com', display: 'plus.google.com' },
];

const YANDEX = /^(?:.*\.)?yandex\..{2,9}$/;
const YANDEX_ANY_CASE = /^(?:.*\.)?yandex\..{2,9}$/i;
const GOOGLE = /^(?:www\.)?google\..{2,9}$/;

/** Query keys that make a visit a campaign visit even when their value is empty. */
const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'gclid',
  'yclid',
] as const;

export interface PageView {
  /** location.href */
  url: string;
  /** document.referrer ('' for none) */
  referrer: string;
  userAgent: string;
  now: Date;
}

/** One cookie to set, or to delete when `expires` is in the past. */
export interface CookieWrite {
  name: CookieName;
  /** Raw, already encoded. '' for a deletion. */
  value: string;
  /** null: a browser-session cookie. */
  expires: Date | null;
  /** Set on `.{domain}` (shared with subdomains); null: this host only. */
  domain: string | null;
}

export interface Classification {
  /** In the order sourcebuster writes them. */
  writes: CookieWrite[];
  /** What sourcebuster's `get` would hold afterwards. */
  data: TrackerData;
}

/** Cookies as the browser has them: name -> raw value. */
export type CookieValues = Readonly<Partial<Record<string, string>>>;

/** The cookie jar as sourcebuster sees it during one page view: reads see earlier writes. */
class Jar {
  private readonly values = new Map<string, string>();
  readonly writes: CookieWrite[] = [];

  constructor(
    cookies: CookieValues,
    private readonly now: Date,
    private readonly domain: string,
    private readonly base64: boolean,
  ) {
    for (const [name, value] of Object.entries(cookies))
      if (value !== undefined) this.values.set(name, value);
  }

  /** The decoded packed string, or '' when the cookie is missing (both mean "absent"). */
  get(name: CookieName): string {
    const raw = this.values.get(name);
    return raw === undefined ? '' : decodeCookieValue(raw);
  }

  set(name: CookieName, packed: string, minutes: number): void {
    const value = encodeCookieValue(packed, this.base64);
    const expires = minutes === 0 ? null : new Date(this.now.getTime() + minutes * 60_000);
    this.values.set(name, value);
    this.writes.push({ name, value, expires, domain: this.domain });
  }

  /** Deletes both the shared and the host-only cookie of that name. */
  destroy(name: CookieName): void {
    this.values.delete(name);
    // The epoch is in the past for every clock.
    const past = new Date(0);
    this.writes.push({ name, value: '', expires: past, domain: this.domain });
    this.writes.push({ name, value: '', expires: past, domain: null });
  }

  data(): TrackerData {
    const data = emptyTrackerData();
    for (const container of DATA_CONTAINERS)
      data[container] = unpack(this.get(COOKIE_NAMES[container]));
    return data;
  }
}

interface Context {
  view: PageView;
  settings: TrackerSettings;
  query: QueryValues;
  pageQuery: string;
  referrerHost: string;
  domain: string;
  lifetime: number;
  jar: Jar;
}

interface Source {
  type: TrafficType;
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
  id: string;
  platform: string;
  format: string;
  tactic: string;
}

function mainPacked(source: Source): string {
  return pack([
    ['typ', source.type],
    ['src', source.source],
    ['mdm', source.medium],
    ['cmp', source.campaign],
    ['cnt', source.content],
    ['trm', source.term],
    ['id', source.id],
    ['plt', source.platform],
    ['fmt', source.format],
    ['tct', source.tactic],
  ]);
}

function plain(type: TrafficType, source: string, medium: string, content = NONE): Source {
  return {
    type,
    source,
    medium,
    campaign: NONE,
    content,
    term: NONE,
    id: NONE,
    platform: NONE,
    format: NONE,
    tactic: NONE,
  };
}

/** The value of a key that is present, even when empty; undefined when absent. */
function given(query: QueryValues, key: string | undefined): string | undefined {
  return key === undefined ? undefined : query.get(key);
}

function yandexSearchText(ctx: Context): string {
  const { referrer } = ctx.view;
  if (!referrer || !ctx.referrerHost || !YANDEX_ANY_CASE.test(ctx.referrerHost)) return '';
  // sourcebuster reads the page's own query when the referrer has none; kept for fidelity.
  const query = urlParts(referrer).query || ctx.pageQuery;
  return parseQuery(query).get('text') ?? '';
}

function campaignSource(ctx: Context): Source {
  const { query, settings } = ctx;
  const gclid = isPresent(query, 'gclid');
  const yclid = isPresent(query, 'yclid');
  const clickSource = gclid ? 'google' : yclid ? 'yandex' : NONE;
  const orNone = (value: string | undefined) => value || NONE;
  return {
    type: 'utm',
    source: given(query, 'utm_source') ?? clickSource,
    medium: given(query, 'utm_medium') ?? (gclid || yclid ? 'cpc' : NONE),
    campaign:
      given(query, 'utm_campaign') ??
      given(query, settings.campaignParam) ??
      (gclid ? 'google_cpc' : yclid ? 'yandex_cpc' : NONE),
    content: given(query, 'utm_content') ?? given(query, settings.contentParam) ?? NONE,
    term:
      given(query, 'utm_term') ?? given(query, settings.termParam) ?? orNone(yandexSearchText(ctx)),
    id: orNone(query.get('utm_id')),
    platform: orNone(query.get('utm_source_platform')),
    format: orNone(query.get('utm_creative_format')),
    tactic: orNone(query.get('utm_marketing_tactic')),
  };
}

function isCampaignVisit(ctx: Context): boolean {
  const { query, settings } = ctx;
  return (
    UTM_KEYS.some((key) => isPresent(query, key)) ||
    isPresent(query, settings.campaignParam) ||
    isPresent(query, settings.termParam) ||
    isPresent(query, settings.contentParam)
  );
}

function isExternal(ctx: Context): boolean {
  return ctx.view.referrer !== '' && !isHostOf(withoutWww(ctx.referrerHost), ctx.domain);
}

/** The search engine a referrer comes from, if it is one. */
function organicEngine(ctx: Context): string | undefined {
  const { host, query } = urlParts(ctx.view.referrer);
  if (query && YANDEX.test(host) && query.includes('text=')) return 'yandex';
  if (GOOGLE.test(host)) return 'google';
  if (!query) return undefined;
  const engines = [...(ctx.settings.organics ?? []), ...BUILT_IN_ORGANICS];
  const engine = engines.find(
    (candidate) =>
      isHostOf(host, candidate.host) &&
      query.toLowerCase().includes(`${candidate.param.toLowerCase()}=`),
  );
  return engine && (engine.display || engine.host);
}

function referralSource(ctx: Context): Source {
  const { host, path } = urlParts(ctx.view.referrer);
  const sites = [...(ctx.settings.referrals ?? []), ...BUILT_IN_REFERRALS];
  const site = sites.find((candidate) => isHostOf(host, candidate.host));
  const source = site ? site.display || site.host : withoutWww(host);
  return plain('referral', source, site?.medium || 'referral', path);
}

function writeVisitExtras(ctx: Context): void {
  const { jar, view, settings, lifetime } = ctx;
  const extra = () =>
    pack([
      ['fd', fireDate(view.now, settings.timezoneOffsetHours)],
      ['ep', view.url],
      ['rf', view.referrer || NONE],
    ]);
  jar.set(COOKIE_NAMES.current_add, extra(), lifetime);
  if (!jar.get(COOKIE_NAMES.first_add)) jar.set(COOKIE_NAMES.first_add, extra(), lifetime);
}

/** The new `current` cookie content: a new source, or the one already there (step 5). */
function currentSource(ctx: Context): string {
  const { jar } = ctx;
  let source: Source;
  if (isCampaignVisit(ctx)) {
    source = campaignSource(ctx);
  } else {
    const engine = isExternal(ctx) ? organicEngine(ctx) : undefined;
    if (engine !== undefined) {
      source = plain('organic', engine, 'organic');
    } else if (!jar.get(COOKIE_NAMES.session) && isExternal(ctx)) {
      source = referralSource(ctx);
    } else if (!jar.get(COOKIE_NAMES.first) && !jar.get(COOKIE_NAMES.current)) {
      source = plain('typein', '(direct)', NONE);
    } else {
      // A direct or internal visit never overwrites an earlier source.
      return jar.get(COOKIE_NAMES.current);
    }
  }
  writeVisitExtras(ctx);
  return mainPacked(source);
}

/** Cookies from sourcebuster 0.x used single `|` separators; upgrade them once. */
function migrate(ctx: Context): void {
  const { jar, lifetime, view } = ctx;
  const done = `${MIGRATION_ID}=1`;
  const hasMigrations = jar.get(COOKIE_NAMES.migrations) !== '';
  if (!jar.get(COOKIE_NAMES.first) && !hasMigrations) {
    jar.set(COOKIE_NAMES.migrations, done, lifetime);
    return;
  }
  if (hasMigrations) return;
  for (const container of DATA_CONTAINERS) {
    const name = COOKIE_NAMES[container];
    const old = jar.get(name);
    if (!old) continue;
    // sourcebuster's regex takes up to three pipes at a time; a lone one becomes a delimiter.
    const upgraded = old.replace(/\|+/g, (run) => (run.length % 3 === 1 ? `${run}||` : run));
    jar.destroy(name);
    jar.set(name, upgraded, lifetime);
  }
  if (jar.get(COOKIE_NAMES.session)) {
    jar.set(
      COOKIE_NAMES.session,
      pack([
        ['pgs', '0'],
        ['cpg', view.url],
      ]),
      lifetime,
    );
  }
  jar.set(COOKIE_NAMES.migrations, done, lifetime);
}

function counter(packed: string, key: string): number {
  return Number.parseInt(unpack(packed)[key] ?? '') || 1;
}

function randomCode(min: number, max: number, random: () => number): string {
  const code = Math.floor(random() * (max - min + 1)) + min;
  return String(code).padStart(String(max).length, '0');
}

/**
 * Classifies one page view and says which cookies to write. `random` is only used for the
 * optional promo code.
 */
export function classifyPageView(
  view: PageView,
  cookies: CookieValues,
  settings: TrackerSettings,
  random: () => number = Math.random,
): Classification {
  const page = urlParts(view.url);
  const domain = withoutWww(page.host);
  const lifetime = lifetimeMinutes(settings.lifetimeMonths);
  const jar = new Jar(cookies, view.now, domain, settings.base64);
  const pageQuery = page.query;
  const ctx: Context = {
    view,
    settings,
    query: parseQuery(pageQuery),
    pageQuery,
    referrerHost: view.referrer ? urlParts(view.referrer).host : '',
    domain,
    lifetime,
    jar,
  };

  migrate(ctx);

  jar.set(COOKIE_NAMES.current, currentSource(ctx), lifetime);
  if (!jar.get(COOKIE_NAMES.first))
    jar.set(COOKIE_NAMES.first, jar.get(COOKIE_NAMES.current), lifetime);

  const inSession = jar.get(COOKIE_NAMES.session) !== '';
  const oldUser = jar.get(COOKIE_NAMES.udata);
  const visits = oldUser ? counter(oldUser, 'vst') + (inSession ? 0 : 1) : 1;
  jar.set(
    COOKIE_NAMES.udata,
    pack([
      ['vst', String(visits)],
      ['uip', settings.userIp || NONE],
      ['uag', view.userAgent],
    ]),
    lifetime,
  );

  const pages = inSession ? counter(jar.get(COOKIE_NAMES.session), 'pgs') + 1 : 1;
  jar.set(
    COOKIE_NAMES.session,
    pack([
      ['pgs', String(pages)],
      ['cpg', view.url],
    ]),
    settings.sessionMinutes,
  );

  if (settings.promocode && !jar.get(COOKIE_NAMES.promo)) {
    const { min, max } = settings.promocode;
    jar.set(COOKIE_NAMES.promo, pack([['code', randomCode(min, max, random)]]), lifetime);
  }

  return { writes: jar.writes, data: jar.data() };
}
