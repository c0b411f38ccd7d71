// The Store API's Cart-Token, WooCommerce's HS256 JWT naming the customer for two days: refused
// when expired, signed with another secret, altered, of another algorithm or badly shaped.
import { createHmac } from 'node:crypto';
import {
  CART_TOKEN_LIFETIME_SECONDS,
  cartTokenSecret,
  createCartToken,
  readCartToken,
} from './cartToken';

const secret = cartTokenSecret('site-secret');
const now = new Date('2025-06-01T12:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function decode(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

describe('Cart-Token', () => {
  it("is WooCommerce's JWT: HS256 over header.payload, naming the customer, expiring in two days", () => {
    const token = createCartToken('t_abc', secret, now);
    const [header = '', payload = '', signature = ''] = token.split('.');
    expect(decode(header)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decode(payload)).toEqual({
      user_id: 't_abc',
      exp: seconds(now) + CART_TOKEN_LIFETIME_SECONDS,
      iss: 'store-api',
      iat: seconds(now),
    });
    const expected = createHmac('sha256', '@site-secret')
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(signature).toBe(expected);
    expect(token).not.toContain('=');
  });

  it('names its customer until it expires', () => {
    const token = createCartToken('t_abc', secret, now);
    expect(readCartToken(token, secret, now)).toBe('t_abc');
    const lastSecond = new Date(now.getTime() + CART_TOKEN_LIFETIME_SECONDS * 1000);
    expect(readCartToken(token, secret, lastSecond)).toBe('t_abc');
    expect(readCartToken(token, secret, new Date(lastSecond.getTime() + 1000))).toBeUndefined();
  });

  it('is refused when signed with another secret or altered', () => {
    const token = createCartToken('t_abc', secret, now);
    expect(readCartToken(token, cartTokenSecret('other'), now)).toBeUndefined();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ user_id: 't_victim', exp: seconds(now) + 60, iss: 'store-api' }),
    ).toString('base64url');
    expect(readCartToken(`${header}.${forged}.${signature}`, secret, now)).toBeUndefined();
  });

  it('is refused with another algorithm, a broken shape or no customer', () => {
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
      'base64url',
    );
    const token = createCartToken('t_abc', secret, now);
    const [, payload, signature] = token.split('.');
    expect(readCartToken(`${noneHeader}.${payload}.${signature}`, secret, now)).toBeUndefined();
    expect(readCartToken('not a token', secret, now)).toBeUndefined();
    expect(readCartToken('a.b', secret, now)).toBeUndefined();
    expect(readCartToken(createCartToken('', secret, now), secret, now)).toBeUndefined();
  });
});
