import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * The portal's public address for links a donor receives (referral link, e-mails): `PUBLIC_URL` when the
 * operator set it, else the origin the request came to, which is the page's own origin because the server
 * serves the app (behind a proxy, with TRUST_PROXY, the forwarded protocol and host).
 */
export function publicAddress(config: Pick<Config, 'publicUrl'>, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
