// The protections both modes (the own server and the storefront in front of WordPress) install
// the same way, whatever answers the request: malformed targets refused, cookies Secure on https.
import type { FastifyInstance } from 'fastify';
import { installMalformedRequestRefusal } from './malformedRequests';
import { installSecureCookies } from './secureCookies';

export function installHardening(app: FastifyInstance): void {
  installMalformedRequestRefusal(app);
  installSecureCookies(app);
}
