// The cookie that carries a plain post's notice across its 303 (domain/flashNotice.ts signs it):
// set with the redirect, read and cleared by the next drawing of the page it names.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CarriedNotice } from '../../../contracts/serverRender';
import { FLASH_LIFETIME_SECONDS, readFlashNotice, signFlashNotice } from '../domain/flashNotice';
import { isHttps } from './origin';
import { readSessionId, SESSION_COOKIE } from './session';

export const FLASH_COOKIE = 'shop_notice';

export interface FlashNotices {
  /**
   * Keeps the notice for the page at `path`, for the session the browser will hold after this
   * answer (a sign-in's new one, named in `setCookies`, or the request's).
   */
  keep(
    request: FastifyRequest,
    reply: FastifyReply,
    notice: CarriedNotice & { path: string },
    setCookies: readonly string[],
  ): void;
  /** The notice kept for this page, read once: the cookie is cleared whenever one came. */
  take(request: FastifyRequest, reply: FastifyReply): CarriedNotice | undefined;
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

/** The session id a Set-Cookie line of this answer starts, if any. */
function sessionSetIn(setCookies: readonly string[]): string | undefined {
  for (const line of setCookies) {
    const pair = line.split(';')[0] ?? '';
    if (pair.startsWith(`${SESSION_COOKIE}=`)) {
      return decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1));
    }
  }
  return undefined;
}

export function flashNotices(deps: { secret: string; clock: () => Date }): FlashNotices {
  return {
    keep(request, reply, notice, setCookies) {
      const session = sessionSetIn(setCookies) ?? readSessionId(request);
      if (!session) return;
      const token = signFlashNotice(deps.secret, session, notice, deps.clock());
      if (!token) return;
      reply.setCookie(FLASH_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: isHttps(request),
        path: '/',
        maxAge: FLASH_LIFETIME_SECONDS,
      });
    },
    take(request, reply) {
      const token = request.cookies[FLASH_COOKIE];
      if (token === undefined) return undefined;
      reply.clearCookie(FLASH_COOKIE, { path: '/' });
      const session = readSessionId(request);
      if (!session) return undefined;
      return readFlashNotice(deps.secret, session, token, pathOf(request.url), deps.clock());
    },
  };
}
