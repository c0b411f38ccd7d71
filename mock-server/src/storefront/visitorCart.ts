// The cart and checkout pages drawn for one visitor in front of a WordPress: the render asks the
// Store API as the visitor's browser would, with their cookies (a signed-in customer's cart is
// hers) and their Cart-Token (a guest's cart is named by it alone), which the storefront keeps in
// a cookie of its own from the Store API's answers. Drawn so, the page's largest text is in the
// first HTML instead of after the app has fetched the cart (docs/decisions.md, "The cart drawn on
// the server in front of WordPress").
import fastifyCookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import {
  CART_TOKEN_COOKIE,
  CART_TOKEN_COOKIE_SECONDS,
  CART_TOKEN_HEADER,
} from '../../../contracts/store';
import type { VisitorRequestHeaders } from '../../../contracts/serverRender';

/** The cart and the checkout itself; the order received and account pages stay shared. */
export const VISITOR_CART_PAGE = /^\/(cart|checkout)\/?(\?|$)/;

export function visitorCartHeaders(request: FastifyRequest): VisitorRequestHeaders {
  const cookie = request.headers.cookie;
  if (cookie === undefined) return {};
  const token = fastifyCookie.parse(cookie)[CART_TOKEN_COOKIE];
  return {
    cookie,
    ...(token ? { [CART_TOKEN_HEADER.toLowerCase()]: token } : {}),
  };
}

/**
 * The Set-Cookie that keeps a Store API answer's Cart-Token for the visitor's next cart or
 * checkout page: HttpOnly, since only the storefront reads it (the app keeps its own copy).
 */
export function cartTokenCookie(token: string): string {
  return fastifyCookie.serialize(CART_TOKEN_COOKIE, token, {
    path: '/',
    maxAge: CART_TOKEN_COOKIE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
  });
}
