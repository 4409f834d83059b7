import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  gatewayRequestSchema,
  isServiceKey,
  isStaffAuth,
  serviceKey,
  services as contracts,
  type ParsedParams,
  type ServiceKey,
} from '@portal/contract';
import type {
  AuditDetails,
  AuditEntry,
  CallChecks,
  DonorContext,
  HandlerMap,
  PublicContext,
  Services,
  SessionInfo,
  StaffContext,
} from '../../service-context';
import { ServiceError } from '../../lib/service-error';
import { applyCaching, withRateLimits } from './call-policies';
import { jsonReply } from '../http/compression';
import { invalidFields } from '../http/error-handler';
import { languageFromParams } from '../http/language';
import { publicAddress } from '../http/public-address';
import { bearerToken } from '../../lib/bearer-token';
import { nameRequestSpan } from '../../lib/spans';
import { authenticateStaff } from './staff-authentication';

type AnyHandler = (ctx: PublicContext | DonorContext | StaffContext, params: unknown) => Promise<unknown>;
type AnyDestination = (ctx: PublicContext, params: unknown) => Promise<string | null>;
type AnyAccount = (ctx: PublicContext, params: unknown) => Promise<string>;

/** The account a call names, for the services whose `account` rate limit has no `fields` (sign-in). */
type AccountOf<K extends ServiceKey> = (ctx: PublicContext, params: ParsedParams<K>) => Promise<string>;
/** Where a code goes, for the services whose params do not hold the destination. */
type DestinationOf<K extends ServiceKey> = (ctx: PublicContext, params: ParsedParams<K>) => Promise<string | null>;

/** What the gateway runs, handed in by app.ts: the handler map, the features' checks and the limits' resolvers. */
export interface GatewayMaps {
  handlers: HandlerMap;
  checks: CallChecks;
  accountResolvers: { [K in ServiceKey]?: AccountOf<K> };
  destinationResolvers: { [K in ServiceKey]?: DestinationOf<K> };
}

async function authenticate(services: Services, checks: CallChecks, request: FastifyRequest): Promise<SessionInfo> {
  const token = bearerToken(request);
  const session = token ? await checks.findLiveSession(services, token) : null;
  if (!session) throw new ServiceError(401, 'sessionExpired');
  request.origin = { ...request.origin, actor: { kind: 'donor', id: session.donorId } };
  return session;
}

/**
 * Runs an audited staff call in one transaction: the handler sees it as `db` (and records its messages through it),
 * then the audit row is appended to it. Once it has committed, the process's reference copies are dropped (after a
 * change), the messages are handed to the provider and the jobs it asked for are requested: a job started earlier
 * would not see the call's rows (and, on the embedded database's one connection, would wait for the transaction that
 * waits for it).
 */
async function runAudited(
  services: Services,
  checks: CallChecks,
  ctx: StaffContext,
  handler: (ctx: StaffContext) => Promise<unknown>,
  entry: () => AuditEntry,
  changes: boolean,
): Promise<unknown> {
  let deliver: () => Promise<void> = async () => undefined;
  const asked: Parameters<Services['jobs']['trigger']>[] = [];
  const jobs: Services['jobs'] = { trigger: async (...args) => void asked.push(args) };
  const result = await services.db.transaction(async (tx) => {
    const outbox = services.messenger.inTransaction(tx);
    deliver = outbox.deliver;
    const reply = await handler({ ...ctx, db: tx, messenger: outbox.messenger, jobs });
    await checks.appendAudit(tx, entry());
    return reply;
  });
  // What a change committed, this process reads at once: its copies of reference data (centers, documents) are
  // dropped, where the other processes wait for the table's notice (decision 036). An audited read changes nothing.
  if (changes) for (const table of Object.values(services.reference.tables)) table.drop();
  await deliver();
  for (const args of asked) await services.jobs.trigger(...args);
  return result;
}

/**
 * `POST /api/gateway` (spec 7): checks the envelope, finds the service in the shared registry,
 * authenticates donor services, validates params with the service's schema, applies the contract's
 * policies (caching, rate limits), runs the handler and sends only what the reply schema allows.
 */
export function registerGateway(app: FastifyInstance, services: Services, maps: GatewayMaps): void {
  const { handlers, checks, accountResolvers, destinationResolvers } = maps;
  const limitServices = { ...services, verifyCaptcha: checks.verifyCaptcha };
  app.post('/api/gateway', { compress: false }, async (request, reply) => {
    const envelope = gatewayRequestSchema.safeParse(request.body);
    if (!envelope.success) throw invalidFields(envelope.error, request.lang, '');
    const { serviceName, serviceType, params = {} } = envelope.data;
    request.lang = languageFromParams(params, request.lang);

    const key = serviceKey(serviceName, serviceType);
    if (!isServiceKey(key)) throw new ServiceError(400, 'unknownService', { service: key });
    const contract = contracts[key];
    request.origin = { service: key };
    nameRequestSpan(request, key);

    const base: PublicContext = {
      ...services,
      lang: request.lang,
      clientAddress: request.ip,
      userAgent: request.headers['user-agent'],
      publicUrl: publicAddress(services.config, request),
    };
    let auditDetails: AuditDetails = {};
    const ctx: PublicContext | DonorContext | StaffContext =
      contract.auth === 'donor'
        ? { ...base, session: await authenticate(services, checks, request) }
        : isStaffAuth(contract.auth)
          ? {
              ...base,
              staff: await authenticateStaff(services, checks, request, contract.auth),
              audit: (details) => (auditDetails = details),
            }
          : base;

    const parsed = contract.params.safeParse(params);
    if (!parsed.success) throw invalidFields(parsed.error, request.lang, 'params');

    applyCaching(reply, contract);
    const handler = handlers[key] as AnyHandler;
    const destination = destinationResolvers[key] as AnyDestination | undefined;
    const account = accountResolvers[key] as AnyAccount | undefined;
    const subject = {
      clientAddress: request.ip,
      donorId: 'session' in ctx ? ctx.session.donorId : null,
      input: parsed.data,
      ...(account ? { resolveAccount: () => account(ctx, parsed.data) } : {}),
      ...(destination ? { resolveDestination: () => destination(ctx, parsed.data) } : {}),
    };
    // Every staff mutation and every declared staff read of donor data leaves one row, written in the call's own
    // transaction after the handler returned: a failed call leaves none, a row that cannot be written undoes the call.
    const audited = 'staff' in ctx && (contract.kind === 'mutation' || contract.auditRead === true);
    const run = (): Promise<unknown> =>
      'staff' in ctx && audited
        ? runAudited(
            services,
            checks,
            ctx,
            (txCtx) => handler(txCtx, parsed.data),
            () => ({
              ...auditDetails,
              at: services.clock.now(),
              staff: ctx.staff,
              clientAddress: request.ip,
              action: key,
            }),
            contract.kind === 'mutation',
          )
        : handler(ctx, parsed.data);
    const result = await withRateLimits(limitServices, key, contract.rateLimits, subject, run);
    return jsonReply(request, reply, contract.reply.parse(result));
  });
}
