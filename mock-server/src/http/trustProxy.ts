// Which proxies in front of the server are believed about the visitor's address and protocol
// (the TRUST_PROXY setting), in both the shop and the storefront.
import type { AppOptions } from '../options';

type TrustHop = (address: string, hop: number) => boolean;

/** A hop count becomes proxy-addr's trust function (what Fastify makes of a number itself). */
export function trustedProxies(setting: AppOptions['trustProxy']): boolean | string | TrustHop {
  if (typeof setting !== 'number') return setting ?? false;
  return (_address, hop) => hop < setting;
}
