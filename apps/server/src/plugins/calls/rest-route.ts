import multipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import { isStaffAuth, type RestAuth, type RestContract } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { bearerToken } from '../../lib/bearer-token';
import type { MovableClock } from '../../lib/clock';
import { apiClientCoversCenter, auditApiClient, refuseApiClient } from '../../domain/api-clients';
import { finishIdempotentCall, idempotencyKeyOf, releaseIdempotentCall, startIdempotentCall } from '../../domain/idempotency';
import type {
  ApiClientIdentity,
  AuditDetails,
  CallChecks,
  PublicContext,
  Services,
  SessionInfo,
  StaffSessionInfo,
} from '../../service-context';
import { open, seal } from '../../lib/secret-box';
import { ServiceError } from '../../lib/service-error';
import { applyCaching, withRateLimits } from './call-policies';
import { invalidFields } from '../http/error-handler';
import { securityEventOf } from '../security/security-events';
import { publicAddress } from '../http/public-address';
import { endSlowBody, startSlowBody } from '../http/connections';
import { authenticateStaff } from './staff-authentication';

/** The parsed value of an optional schema property (`body?: S`): undefined when the route declares none. */
type Parsed<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

type SessionFor<A extends RestAuth> = A extends 'donor' ? SessionInfo : A extends 'optionalDonor' ? SessionInfo | null : null;

/** With a `visitorBody`, the session tells which body was checked. */
type SessionAndBody<C extends RestContract> = [NonNullable<C['visitorBody']>] extends [never]
  ? { session: SessionFor<C['auth']>; body: Parsed<C['body']> }
  : { session: SessionInfo; body: Parsed<C['body']> } | { session: null; body: Parsed<C['visitorBody']> };

/** A reply of bytes (a photo): its type and content. */
export interface FileReply {
  contentType: string;
  data: Buffer;
}

/** An XML document (a feed, a provider's answer), sent as `application/xml`. */
export interface XmlReply {
  xml: string;
}

/** An HTML page (the API reference), sent as `text/html`. */
export interface HtmlReply {
  html: string;
}

/** A redirect: where to, and the status (302 when absent). */
export interface RedirectReply {
  location: string;
  status?: 301 | 302 | 303 | 307 | 308;
}

export type RestReplyOf<C extends RestContract> = C['reply'] extends z.ZodType
  ? z.input<C['reply']>
  : C['reply'] extends 'xml'
    ? XmlReply
    : C['reply'] extends 'html'
      ? HtmlReply
      : C['reply'] extends 'redirect'
        ? RedirectReply
        : FileReply;

/** What a REST route's handler gets: the caller's context and the checked input. `request`/`reply` for multipart and HTTP statuses. */
export type RestCall<C extends RestContract> = SessionAndBody<C> & {
  ctx: PublicContext;
  /** The API client of an `apiClient` route, null on every other. */
  apiClient: ApiClientIdentity | null;
  /** The staff member calling a staff route, null on every other. */
  staff: StaffSessionInfo | null;
  /** An `apiClient` route's refusal (audited, 403) of a center outside the client's centers; nothing on other routes. */
  requireCenter(centerId: number): Promise<void>;
  /**
   * What the audit row of an `apiClient` or staff route says of the call (its `auditAction`, under the client's name or
   * the staff member's, on success).
   */
  audit(details: AuditDetails): void;
  /** The body of a `stream` route, unread; null on every other. */
  stream: Readable | null;
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RestHandler<C extends RestContract> = (call: RestCall<C>) => Promise<RestReplyOf<C>>;

/** What a REST route's handler is made from: the shared services, and in test mode the movable clock. */
export interface RestServices extends Services {
  testClock?: MovableClock;
}

/**
 * A REST contract's handler, made for this process: null where the route does not exist (a demo-only route, an
 * unconfigured key), so its path is a 404. The generated map (`features/rest-handlers.ts`) holds one per contract.
 */
export type RestRoute<C extends RestContract> = (services: RestServices) => RestHandler<C> | null;

/** The handlers of a group of REST contracts (`chatbotRoutes`): one per member, a missing one does not compile. */
export type RestRoutes<G extends Record<string, RestContract>> = { [K in keyof G]: RestRoute<G[K]> };

/** One entry of the REST map: a contract and its handler, checked against each other where the entry is written. */
export interface RestRegistration {
  contract: RestContract;
  route: RestRoute<RestContract>;
}

/** Pairs a contract with its handler; the map's entries are then one type, as the gateway's handler map's are. */
export function restEntry<C extends RestContract>(contract: C, route: RestRoute<C>): RestRegistration {
  // The pair was checked against each other above; TypeScript cannot keep C inside a list of different routes.
  return { contract, route: route as unknown as RestRoute<RestContract> };
}

/** The entries of a group of REST contracts, each paired with its member's handler. */
export function restEntries<G extends Record<string, RestContract>>(group: G, routes: RestRoutes<G>): RestRegistration[] {
  return Object.keys(group).map((name) => restEntry(group[name] as RestContract, routes[name] as RestRoute<RestContract>));
}

function parse<S extends z.ZodType | undefined>(schema: S, value: unknown, request: FastifyRequest, prefix: string): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw invalidFields(parsed.error, request.lang, prefix);
  return parsed.data as Parsed<S>;
}

/** The exact bytes of a webhook's body, kept by its parser for the signature check. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** Who calls an API-client or webhook route, by the verifier the features gave; without one the route is not served here. */
async function apiClientOf(
  services: Services,
  checks: CallChecks,
  request: FastifyRequest,
  contract: RestContract,
): Promise<ApiClientIdentity | null> {
  if (contract.auth === 'apiClient') {
    if (!checks.apiClientOf) throw new ServiceError(404, 'notFound');
    // `X-Ops-Key` is how `OPS_API_KEY` was sent before API clients; systems that still send their secret there are served.
    const legacy = request.headers['x-ops-key'];
    const secret = bearerToken(request) ?? (typeof legacy === 'string' ? legacy : null);
    const client = secret ? await checks.apiClientOf(services, secret) : null;
    if (!client) throw new ServiceError(401, 'apiClientInvalid');
    if (contract.apiOperation && !client.operations.includes(contract.apiOperation)) {
      await refuseApiClient(services, client, request.ip, 'apiOperationNotAllowed', { route: `${contract.method} ${contract.url}` });
    }
    return client;
  }
  if (contract.auth === 'webhook') {
    if (!checks.webhookSignatureValid) throw new ServiceError(404, 'notFound');
    const raw = rawBodies.get(request) ?? Buffer.alloc(0);
    if (!(await checks.webhookSignatureValid(services, contract.url, request.headers, raw))) {
      throw new ServiceError(403, 'webhookSignatureInvalid');
    }
  }
  return null;
}

/** A token that is present but dead is a 401, never a silent fall-back to the visitor path. */
async function sessionOf(services: Services, checks: CallChecks, request: FastifyRequest, auth: RestAuth): Promise<SessionInfo | null> {
  if (auth === 'apiClient' || auth === 'webhook' || isStaffAuth(auth)) return null;
  if (auth === 'public') return null;
  const token = bearerToken(request);
  const session = token ? await checks.findLiveSession(services, token) : null;
  if (token && !session) throw new ServiceError(401, 'sessionExpired');
  if (auth === 'donor' && !session) throw new ServiceError(401, 'sessionExpired');
  return session;
}

/** A body a handler reads as it comes: the parser hands the request's stream on unread. */
function keepStream(scope: FastifyInstance): void {
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}

/** Form fields (`a=1&b=2`) as an object the body schema checks, as it checks JSON; a repeated field keeps its last value. */
function parseForm(scope: FastifyInstance, keepRaw: boolean): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (keepRaw) rawBodies.set(request, bytes);
    done(null, Object.fromEntries(new URLSearchParams(bytes.toString('utf8'))));
  });
}

/** JSON whose exact bytes are kept for a webhook's signature check. */
function parseJsonKeepingBytes(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    rawBodies.set(request, bytes);
    try {
      done(null, bytes.length ? JSON.parse(bytes.toString('utf8')) : {});
    } catch {
      done(new ServiceError(400, 'malformedJson'), undefined);
    }
  });
}

/**
 * Registers one REST route under `/api/` from its contract, as the gateway runs a service: auth (public, donor,
 * optional donor, an API client's secret or the deprecated operations key, a webhook's signature, a staff session in
 * the contract's roles), path/query/body checked by their schemas (400 naming the fields), the contract's caching and
 * rate limits, an API client's scope, `Idempotency-Key`, the audit row (the client's or the staff member's), then the
 * handler, whose reply is parsed
 * through the reply schema so undeclared fields never leave the server, or sent as the bytes, XML or redirect the
 * contract declares. A route whose body is not JSON (multipart, form, stream) or whose bytes a webhook signs gets
 * its parser in a scope of its own, so every other route keeps its JSON-only body; `bodyLimit` bounds any of them.
 */
export function restRoute<C extends RestContract>(
  app: FastifyInstance,
  services: Services,
  checks: CallChecks,
  contract: C,
  handler: RestHandler<C>,
): void {
  const encoding = contract.bodyEncoding ?? 'json';
  if (contract.multipart || encoding !== 'json' || contract.auth === 'webhook') {
    void app.register(async (scope) => {
      if (contract.multipart) await scope.register(multipart, { limits: contract.multipart });
      if (encoding === 'stream') keepStream(scope);
      if (encoding === 'form') parseForm(scope, contract.auth === 'webhook');
      if (contract.auth === 'webhook' && encoding === 'json') parseJsonKeepingBytes(scope);
      addRoute(scope, services, checks, contract, handler);
    });
    return;
  }
  addRoute(app, services, checks, contract, handler);
}

/**
 * A browser route's rate-limit refusal as a redirect to the page that words it (`refusalRedirect`), logged as the
 * security event the error handler would have logged; any other error goes on to the error handler.
 */
function redirectRefusal(request: FastifyRequest, to: NonNullable<RestContract['refusalRedirect']>) {
  return (error: unknown): RedirectReply => {
    if (!(error instanceof ServiceError) || error.status !== 429) throw error;
    const securityEvent = securityEventOf(error, request);
    if (securityEvent) request.log.warn({ securityEvent }, 'security event');
    const query = new URLSearchParams({ [to.param]: error.code, minutes: String(error.values.minutes ?? 1) });
    return { location: `${to.location}?${query.toString()}` };
  };
}

/** What the idempotency record keeps of a reply (`secretInReply`: sealed, tied to the client and key), and what it gives back. */
const keptContext = (call: { clientId: string; key: string }) => `idempotent-reply:${call.clientId}:${call.key}`;
function keptReply(services: Services, contract: RestContract, call: { clientId: string; key: string }, sent: unknown): unknown {
  return contract.secretInReply ? { sealed: seal(services.config.totpEncryptionKey, keptContext(call), JSON.stringify(sent)) } : sent;
}
function replayedReply(services: Services, contract: RestContract, call: { clientId: string; key: string }, kept: unknown): unknown {
  if (!contract.secretInReply) return kept;
  const opened = open(services.config.totpEncryptionKey, keptContext(call), (kept as { sealed: string }).sealed);
  if (opened === null) throw new Error('an idempotent reply that does not open');
  return JSON.parse(opened) as unknown;
}

function addRoute<C extends RestContract>(
  app: FastifyInstance,
  services: Services,
  checks: CallChecks,
  contract: C,
  handler: RestHandler<C>,
): void {
  const limitServices = { ...services, verifyCaptcha: checks.verifyCaptcha };
  const streamed = contract.bodyEncoding === 'stream';
  app.route({
    method: contract.method,
    url: contract.url,
    ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
    ...(contract.slowBody
      ? {
          onRequest: async (request: FastifyRequest) => startSlowBody(request.raw.socket),
          onResponse: async (request: FastifyRequest) => endSlowBody(request.raw.socket),
        }
      : {}),
    handler: async (request, reply) => {
      const apiClient = await apiClientOf(services, checks, request, contract);
      const staff = isStaffAuth(contract.auth) ? await authenticateStaff(services, checks, request, contract.auth) : null;
      const route = `${contract.method} ${contract.url}`;
      const session = await sessionOf(services, checks, request, contract.auth);
      const params = parse(contract.params, request.params, request, 'params');
      const query = parse(contract.query, request.query, request, 'query');
      const bodySchema = session === null && contract.visitorBody ? contract.visitorBody : contract.body;
      const body = streamed ? undefined : parse(bodySchema, request.body, request, '');
      const stream = streamed ? (request.body as Readable) : null;
      applyCaching(reply, contract);
      const ctx: PublicContext = {
        ...services,
        lang: request.lang,
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'],
        publicUrl: publicAddress(services.config, request),
      };
      let audited: AuditDetails = {};
      const requireCenter = async (centerId: number) => {
        if (apiClient && !apiClientCoversCenter(apiClient, centerId)) {
          await refuseApiClient(services, apiClient, request.ip, 'apiCenterNotAllowed', { route, centerId });
        }
      };
      const audit = (details: AuditDetails) => {
        audited = details;
      };
      // Each value was just checked by the schema the type names; TypeScript cannot follow a conditional type of C.
      const call = {
        ctx,
        apiClient,
        staff,
        requireCenter,
        audit,
        stream,
        session,
        params,
        query,
        body,
        request,
        reply,
      } as unknown as RestCall<C>;
      const subject = { clientAddress: request.ip, donorId: session?.donorId ?? null, apiClientId: apiClient?.id ?? null, input: body };
      const run = async () => {
        const answer = await handler(call);
        if (apiClient && contract.auditAction) {
          await auditApiClient(services.db, {
            ...audited,
            client: apiClient,
            at: services.clock.now(),
            clientAddress: request.ip,
            action: contract.auditAction,
          });
        }
        if (staff && contract.auditAction) {
          await checks.appendAudit(services.db, {
            ...audited,
            staff,
            at: services.clock.now(),
            clientAddress: request.ip,
            action: contract.auditAction,
          });
        }
        return answer;
      };
      const keyed = apiClient && contract.method === 'POST' ? idempotencyKeyOf(request.headers['idempotency-key']) : null;
      // A streamed body is never held, so its key stands for the call's query (an import's kind), not for its bytes.
      const idempotent = apiClient && keyed ? { clientId: apiClient.id, key: keyed, route, body: streamed ? query : body } : null;
      if (idempotent) {
        const started = await startIdempotentCall(services, idempotent);
        if (started.replay)
          return reply.status(started.replay.statusCode).send(replayedReply(services, contract, idempotent, started.replay.reply));
      }
      let result: Awaited<ReturnType<typeof run>> | RedirectReply;
      try {
        const limited = withRateLimits(limitServices, route, contract.rateLimits, subject, run);
        result = contract.refusalRedirect ? await limited.catch(redirectRefusal(request, contract.refusalRedirect)) : await limited;
      } catch (error) {
        if (idempotent) await releaseIdempotentCall(services, idempotent);
        throw error;
      }
      if (contract.reply === 'file') {
        const file = result as FileReply;
        return reply.type(file.contentType).send(file.data);
      }
      if (contract.reply === 'xml') return reply.type('application/xml; charset=utf-8').send((result as XmlReply).xml);
      if (contract.reply === 'html') return reply.type('text/html; charset=utf-8').send((result as HtmlReply).html);
      if (contract.reply === 'redirect') {
        const { location, status = 302 } = result as RedirectReply;
        return reply.redirect(location, status);
      }
      const sent = contract.reply.parse(result);
      if (idempotent) await finishIdempotentCall(services, idempotent, reply.statusCode, keptReply(services, contract, idempotent, sent));
      return sent;
    },
  });
}

/** Registers every REST route of the map (app.ts hands it in, with the features' checks); a null handler is no route. */
export function registerRestRoutes(
  app: FastifyInstance,
  services: Services,
  checks: CallChecks,
  registrations: readonly RestRegistration[],
  testClock?: MovableClock,
): void {
  for (const { contract, route } of registrations) {
    const handler = route({ ...services, ...(testClock ? { testClock } : {}) });
    if (handler) restRoute(app, services, checks, contract, handler);
  }
}
