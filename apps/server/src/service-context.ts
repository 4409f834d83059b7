import type {
  ApiOperation,
  Language,
  LocationSummary,
  ParsedParams,
  ServiceAuthOf,
  ServiceKey,
  ServiceReply,
  StaffAuth,
  StaffRole,
} from '@portal/contract';
import type { Config } from './config';
import type { Db } from './db/client';
import type { DocumentCopy } from './domain/stored-documents';
import type { Clock } from './lib/clock';
import type { LiveSessions } from './lib/live-sessions';
import type { LimitStore } from './lib/rate-limit';
import type { Metrics } from './lib/metrics';
import type { CachedTable, ReferenceData } from './lib/reference-data';
import type { TokenSigner } from './lib/tokens';
import type { JobTrigger, ScheduledJob } from './lib/job-engine';
import type { ProcessStatus } from './lib/process-status';
import type { NewsCopy, PromotionCopy } from './features/notifications/published-content';
import type { Messenger } from './domain/messaging/messenger';
import type { IncomingHttpHeaders } from 'node:http';

/** What the server holds for the whole process, shared by every call. */
export interface Services {
  config: Config;
  db: Db;
  clock: Clock;
  /** Rate-limit counts; only the gateway and the REST route helper use them, from the contracts' policies. */
  limits: LimitStore;
  tokens: TokenSigner;
  /** Sends e-mails and text messages through the outbox. */
  messenger: Messenger;
  /** The live sessions this process has read, dropped when revoked anywhere (decision 021). */
  liveSessions: LiveSessions;
  /** Reference tables kept whole in the process, dropped when they change anywhere (decision 025). */
  reference: ReferenceData<ReferenceTables>;
  /** Asks the job engine to run a scheduled job now (decision 026); nothing happens where the engine is not started. */
  jobs: JobTrigger;
  /** What readiness reports of this process: draining, job engine, Redis, schema (`plugins/http/ready.ts`). */
  status: ProcessStatus;
  /** What the operators' metrics count (issue 29): features tell it what happened, only lib/metrics knows prom-client. */
  metrics: Metrics;
}

export interface ReferenceTables extends Record<string, CachedTable<unknown>> {
  locations: CachedTable<readonly LocationSummary[]>;
  /** Every document of the education store: tips, topics, the texts the server writes for donors (decisions 033, 036). */
  education_contents: DocumentCopy;
  /** Every document of the rewards copy (decision 036). */
  reward_content: DocumentCopy;
  /** The articles and promotions donors may see, published or scheduled (decision 037). */
  news: NewsCopy;
  promotions: PromotionCopy;
}

export interface SessionInfo {
  sessionId: string;
  donorId: string;
  createdAt: Date;
  expiresAt: Date;
}

/** What a handler gets: the shared services plus the caller. Handlers know nothing of HTTP. */
export interface PublicContext extends Services {
  lang: Language;
  clientAddress: string;
  /** The caller's browser (`User-Agent`), recorded with a consent choice made on the web; absent outside a request. */
  userAgent?: string | undefined;
  /** Where donors reach the portal: the base of every link they are sent (`plugins/http/public-address.ts`). */
  publicUrl: string;
}

export interface DonorContext extends PublicContext {
  /** The signed-in donor, taken from the token; params never choose it. */
  session: SessionInfo;
}

/** The signed-in staff member of a staff call, from the token and their live session. */
export interface StaffSessionInfo {
  sessionId: string;
  staffId: string;
  role: StaffRole;
  /** The centers they are assigned to (what center roles are scoped to). */
  centerIds: readonly number[];
  /** A second factor is enrolled (what an admin's `requireTotp` setting asks of every member). */
  secondFactorEnrolled: boolean;
  /** Signed in through the company's provider (issue 32): its sign-out also ends the provider's session. */
  viaProvider: boolean;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * What a staff handler tells the audit trail about its call; the gateway appends the row in the handler's own
 * transaction, after it returned: a failed call leaves no row, and a row that cannot be written undoes the call.
 */
export interface AuditDetails {
  donorId?: string;
  objectType?: string;
  objectId?: string;
  before?: unknown;
  after?: unknown;
}

/** One row of the audit trail: the handler's details, and who called what, when, from where. */
export interface AuditEntry extends AuditDetails {
  at: Date;
  staff: Pick<StaffSessionInfo, 'staffId' | 'role'>;
  clientAddress: string;
  action: string;
}

export interface StaffContext extends PublicContext {
  staff: StaffSessionInfo;
  /**
   * Describe what the call read or changed; called at most once, by the handler. In an audited call (a mutation or an
   * `auditRead` query) `db` and `messenger` are the call's transaction: everything the handler writes, the audit row
   * and the outbox's messages commit or roll back together.
   */
  audit(details: AuditDetails): void;
}

export type ContextFor<K extends ServiceKey> =
  ServiceAuthOf<K> extends 'donor' ? DonorContext : ServiceAuthOf<K> extends StaffAuth ? StaffContext : PublicContext;

export type Handler<K extends ServiceKey> = (ctx: ContextFor<K>, params: ParsedParams<K>) => Promise<ServiceReply<K>>;

/** Every registered service must have a handler: a missing one does not compile. */
export type HandlerMap = { [K in ServiceKey]: Handler<K> };

/** A feature's slice of the handler map: one handler for each service of its contract slice. */
export type SliceHandlers<Slice> = { [K in keyof Slice & ServiceKey]: Handler<K> };

/** The company's system calling an `apiClient` route (issue 31): who it is, and what and where it may call. */
export interface ApiClientIdentity {
  id: string;
  name: string;
  operations: readonly ApiOperation[];
  /** Null: every center. */
  centerIds: readonly number[] | null;
}

/**
 * What the gateway and the REST route helper ask of the features (sessions, second factor, audit trail, captcha),
 * handed to them by app.ts: plugins/ import no feature (issue 27).
 */
export interface CallChecks {
  findLiveSession(services: Services, token: string): Promise<SessionInfo | null>;
  findLiveStaffSession(services: Services, token: string): Promise<StaffSessionInfo | null>;
  secondFactorRequired(db: Db, viaProvider: boolean): Promise<boolean>;
  appendAudit(db: Db, entry: AuditEntry): Promise<void>;
  verifyCaptcha(services: Pick<Services, 'config' | 'db' | 'clock'>, text: string): Promise<void>;
  /** The API client holding this bearer secret, or null. Absent: no API client is served (their routes answer 404). */
  apiClientOf?(services: Services, secret: string): Promise<ApiClientIdentity | null>;
  /**
   * Whether a provider's signature (in the request's headers) is good for the body's exact bytes, sent to the route at
   * `url`. Absent: no webhook is served (their routes answer 404).
   */
  webhookSignatureValid?(services: Services, url: string, headers: IncomingHttpHeaders, rawBody: Buffer): Promise<boolean>;
}

/** What a feature's scheduled work is made from: app.ts builds it once for every job list. */
export type JobDeps = Pick<Services, 'db' | 'clock' | 'messenger' | 'jobs' | 'config'> & {
  /** No request to take the address from: links in scheduled messages need PUBLIC_URL in a deployment. */
  publicUrl: string;
};

/** A feature's scheduled jobs (`export function <name>Jobs`); the generated `features/job-lists.ts` holds every one. */
export type JobList = (deps: JobDeps) => ScheduledJob[];
