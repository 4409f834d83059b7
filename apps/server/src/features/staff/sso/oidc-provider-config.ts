import * as oidc from 'openid-client';
import type { Config } from '../../../config';

/** The provider's discovered metadata, once per configuration (a failed discovery is tried again on the next call). */
const discovered = new WeakMap<Config, Promise<oidc.Configuration>>();

/** Seconds a request to the provider may take (discovery, the token endpoint) before the sign-in is refused. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Whether single sign-on is configured: without an issuer and a client id its routes do not exist. */
export function providerConfigured(config: Config): config is Config & { staffOidcIssuer: string; staffOidcClientId: string } {
  return config.staffOidcIssuer !== undefined && config.staffOidcClientId !== undefined;
}

/**
 * The provider's configuration through OpenID Connect discovery. A confidential client authenticates with HTTP Basic
 * (the spec's default). An `http` issuer (a provider run by the tests) needs openid-client's insecure-requests
 * option, which the configuration refuses in production.
 */
export function providerConfiguration(config: Config): Promise<oidc.Configuration> {
  if (!providerConfigured(config)) return Promise.reject(new Error('no staff OpenID Connect provider is configured'));
  const cached = discovered.get(config);
  if (cached) return cached;
  const issuer = new URL(config.staffOidcIssuer);
  const secret = config.staffOidcClientSecret;
  const authentication = secret === undefined ? oidc.None() : oidc.ClientSecretBasic(secret);
  const insecure = issuer.protocol === 'http:' && config.nodeEnv !== 'production';
  const pending = oidc.discovery(issuer, config.staffOidcClientId, undefined, authentication, {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
  discovered.set(config, pending);
  pending.catch(() => discovered.delete(config));
  return pending;
}
