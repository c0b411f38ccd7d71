// The notice a plain form post (no JavaScript) leaves for the page its 303 leads to, as
// WooCommerce's wc_add_notice survives its redirect (issue 25): signed with the shop's secret and
// bound to the visitor's session, the page it is for and a short life, so no link, query or
// planted cookie can make a page say words the shop did not say to that visitor.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CarriedNotice, NoticeUndo } from '../../../contracts/serverRender';

/** Seconds a notice waits for its page: the browser follows a 303 at once. */
export const FLASH_LIFETIME_SECONDS = 60;

/** A notice longer than this (a cookie holds about 4 KB) is not kept; the page comes without it. */
const MAX_TOKEN_LENGTH = 3_000;

const TOKEN = /^([A-Za-z0-9_-]+)\.([0-9a-f]{64})$/;

interface FlashPayload {
  /** The path of the page that shows it. */
  p: string;
  /** The notice's text, as the app said it. */
  m: string;
  /** Issued at, in seconds. */
  t: number;
  /** The notice's undo (a removal's «بازگرداندن» form), as the app made it. */
  u?: NoticeUndo;
}

function signature(secret: string, sessionId: string, payload: string): string {
  return createHmac('sha256', secret).update(`flash-notice|${sessionId}|${payload}`).digest('hex');
}

/** The signed token carrying `message` to `path` for this session; undefined when too long. */
export function signFlashNotice(
  secret: string,
  sessionId: string,
  notice: CarriedNotice & { path: string },
  now: Date,
): string | undefined {
  const body: FlashPayload = {
    p: notice.path,
    m: notice.message,
    t: Math.floor(now.getTime() / 1000),
    ...(notice.undo ? { u: notice.undo } : {}),
  };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  const token = `${payload}.${signature(secret, sessionId, payload)}`;
  if (token.length <= MAX_TOKEN_LENGTH) return token;
  // A line with a very long name or many choices: the words still go, without the undo.
  const { undo: _undo, ...words } = notice;
  return notice.undo ? signFlashNotice(secret, sessionId, words, now) : undefined;
}

function isUndo(value: unknown): value is NoticeUndo {
  if (typeof value !== 'object' || value === null) return false;
  const { label, action } = value as Record<string, unknown>;
  return (
    typeof label === 'string' &&
    typeof action === 'object' &&
    action !== null &&
    typeof (action as Record<string, unknown>).type === 'string'
  );
}

function isPayload(value: unknown): value is FlashPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { p, m, t, u } = value as Record<string, unknown>;
  return (
    typeof p === 'string' &&
    typeof m === 'string' &&
    typeof t === 'number' &&
    (u === undefined || isUndo(u))
  );
}

/**
 * The notice of a token this shop signed for this session and `path`, within its life; undefined
 * for anything else (another session's, another page's, expired, altered or not a token at all).
 */
export function readFlashNotice(
  secret: string,
  sessionId: string,
  token: string,
  path: string,
  now: Date,
): CarriedNotice | undefined {
  const match = TOKEN.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const expected = Buffer.from(signature(secret, sessionId, match[1]));
  if (!timingSafeEqual(expected, Buffer.from(match[2]))) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isPayload(body) || body.p !== path) return undefined;
  const age = Math.floor(now.getTime() / 1000) - body.t;
  if (age < 0 || age >= FLASH_LIFETIME_SECONDS) return undefined;
  return { message: body.m, ...(body.u ? { undo: body.u } : {}) };
}
