import type { staffOidcRoutes } from '@portal/contract/services/staff/sso/oidc-routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { RestRoutes } from '../../../plugins/calls/rest-route';
import type { PublicContext, Services } from '../../../service-context';
import { cookieValue, FLOW_COOKIE, FLOW_TTL_MS, flowCookieHeader, openFlow, sealFlow } from './flow-cookie';
import { providerConfiguration, providerConfigured } from './oidc-provider-config';
import { signInWithProvider, type Refusal } from './provider-sign-in';

/** Where the provider sends the browser back: registered at the provider as the client's redirect URI. */
export const CALLBACK_PATH = '/api/staff/oidc/callback';
/** The console's sign-in screen, which shows a refusal's message and takes a session handed over in the fragment. */
const STAFF_LOGIN_PATH = '/staff/login';

function secureCookie(ctx: PublicContext): boolean {
  return ctx.publicUrl.startsWith('https:');
}

/** The refusal's code, and its values, on `/staff/login`, which words it in the member's language. */
function refusedLocation(refusal: Refusal): string {
  const query = new URLSearchParams({ ssoError: refusal.code, ...refusal.values });
  return `${STAFF_LOGIN_PATH}?${query.toString()}`;
}

/** A refused sign-in is a security event (ids and the reason only, never the token or its claims). */
function logRefusal(request: FastifyRequest, refusal: Refusal): void {
  const securityEvent = {
    code: refusal.code,
    status: 401,
    service: `GET ${CALLBACK_PATH}`,
    ...(refusal.staffId ? { actor: `staff:${refusal.staffId}` } : {}),
  };
  request.log.warn({ securityEvent }, 'security event');
}

/** An error's message and its causes' (openid-client words its own and keeps oauth4webapi's precise one as the cause). */
function messages(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1)
    parts.push(current.message);
  return parts.join(' / ');
}

/**
 * What openid-client's refusal means to the member. It names the check that failed: the `state` of the answer, the
 * ID token's `nonce` or audience, the provider's `invalid_grant` for a code expired or spent; anything else about the
 * token is `ssoTokenInvalid`, a provider that cannot be reached `ssoProviderUnreachable`.
 */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof oidc.AuthorizationResponseError) return { code: 'ssoProviderRefused' };
  if (error instanceof oidc.ResponseBodyError) return { code: error.error === 'invalid_grant' ? 'ssoCodeInvalid' : 'ssoProviderRefused' };
  const message = messages(error);
  if (message.includes('"state"')) return { code: 'ssoStateInvalid' };
  if (message.includes('"nonce"')) return { code: 'ssoNonceInvalid' };
  if (message.includes('"aud"')) return { code: 'ssoAudienceInvalid' };
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) return { code: 'ssoProviderUnreachable' };
  return { code: 'ssoTokenInvalid' };
}

/** Forgets the flow's cookie: a sign-in's verifier, state and nonce are used once. */
function clearFlow(reply: FastifyReply, ctx: PublicContext): void {
  reply.header('set-cookie', flowCookieHeader('', 0, secureCookie(ctx)));
}

async function callback(services: Services, ctx: PublicContext, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const flow = openFlow(services.config.tokenSecret, cookieValue(request.headers.cookie, FLOW_COOKIE), services.clock.now());
  clearFlow(reply, ctx);
  const refuse = (refusal: Refusal) => {
    logRefusal(request, refusal);
    return refusedLocation(refusal);
  };
  if (!flow) return refuse({ code: 'ssoFlowExpired' });
  let claims: Record<string, unknown>;
  try {
    const configuration = await providerConfiguration(services.config);
    const currentUrl = new URL(request.url, ctx.publicUrl);
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = { ...tokens.claims() };
  } catch (error) {
    return refuse(refusalOf(error));
  }
  const outcome = await signInWithProvider(services, { clientAddress: ctx.clientAddress }, claims);
  if ('refused' in outcome) return refuse(outcome.refused);
  // The second factor is still owed: the sign-in screen asks for the code or the passkey the member has, with this ticket
  // (in the fragment, as a session would be).
  if ('secondFactor' in outcome) {
    const owed = new URLSearchParams({ ssoTicket: outcome.secondFactor.ticket, ssoFactors: outcome.secondFactor.factors.join(' ') });
    return `${STAFF_LOGIN_PATH}#${owed.toString()}`;
  }
  // The fragment never reaches a server or a Referer; the sign-in screen stores the token and drops it from the address.
  const handOver = new URLSearchParams({ token: outcome.signedIn.token, expiresAt: outcome.signedIn.expiresAt.toISOString() });
  return `${STAFF_LOGIN_PATH}#${handOver.toString()}`;
}

/** The two single-sign-on routes; neither exists while no provider is configured (their paths answer 404). */
export const staffOidcRoutesHandlers: RestRoutes<typeof staffOidcRoutes> = {
  start: (services) =>
    providerConfigured(services.config)
      ? async ({ ctx, request, reply }) => {
          let configuration: oidc.Configuration;
          try {
            configuration = await providerConfiguration(services.config);
          } catch {
            const refusal: Refusal = { code: 'ssoProviderUnreachable' };
            logRefusal(request, refusal);
            return { location: refusedLocation(refusal) };
          }
          const flow = {
            state: oidc.randomState(),
            nonce: oidc.randomNonce(),
            verifier: oidc.randomPKCECodeVerifier(),
            expiresAt: services.clock.now().getTime() + FLOW_TTL_MS,
          };
          const url = oidc.buildAuthorizationUrl(configuration, {
            redirect_uri: `${ctx.publicUrl}${CALLBACK_PATH}`,
            scope: services.config.staffOidcScopes,
            code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
            code_challenge_method: 'S256',
            state: flow.state,
            nonce: flow.nonce,
          });
          reply.header('set-cookie', flowCookieHeader(sealFlow(services.config.tokenSecret, flow), FLOW_TTL_MS / 1000, secureCookie(ctx)));
          return { location: url.href };
        }
      : null,
  callback: (services) =>
    providerConfigured(services.config)
      ? async ({ ctx, request, reply }) => ({ location: await callback(services, ctx, request, reply) })
      : null,
};
