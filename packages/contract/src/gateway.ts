import type { ApiOperation } from './entities/api-clients';
import { z } from 'zod';
import type { StaffRole } from './entities/staff';

/** The body of every `POST /api/gateway` call (spec 7, "Main gateway"). */
export const gatewayRequestSchema = z.object({
  serviceName: z.string().min(1).max(64),
  serviceType: z.string().min(1).max(64),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type GatewayRequest = z.infer<typeof gatewayRequestSchema>;

/** A staff service: a signed-in staff member whose role is one of these (403 otherwise; any other token is 401). */
export interface StaffAuth {
  staff: readonly StaffRole[];
  /**
   * Open to a member who must still enrol a second factor (an admin requires one): their profile, the enrolment and
   * sign-out. Every other staff service answers 403 `totpEnrolmentRequired` until they have enrolled.
   */
  beforeSecondFactor?: true;
}

/** Who may call a service: anyone, a signed-in donor (donor token required), or staff in the listed roles. */
export type ServiceAuth = 'public' | 'donor' | StaffAuth;

export function isStaffAuth(auth: ServiceAuth | RestAuth): auth is StaffAuth {
  return typeof auth === 'object';
}

/** A query only reads (the web caches it); a mutation changes something (the web invalidates queries after it). */
export type ServiceKind = 'query' | 'mutation';

/**
 * Whose calls a rate limit counts: the account named by params fields (sign-in), the caller's network
 * address, the e-mail or phone a code goes to, or the signed-in donor.
 */
export type RateLimitScope = 'account' | 'address' | 'destination' | 'donor' | 'apiClient';

/** The 429 message a refused call answers (`{{minutes}}` or `{{seconds}}` filled from the wait). */
export type RateLimitRefusal = 'tooManyAttempts' | 'tooManyShares' | 'codeResendWait';

/**
 * A growing wait before the handler runs: a call that finds `n ≥ 1` earlier calls counted in the window
 * waits `baseMs · 2^(n−1)`, at most `maxMs` (the first call does not wait).
 */
export interface ProgressiveDelay {
  baseMs: number;
  maxMs: number;
}

/**
 * A budget of calls per window, applied by the server before the handler runs (reserve first, then refuse
 * when the count is over budget, so a parallel burst cannot pass). Services that name the same `bucket` share
 * one count (every service that sends a code counts against the same destination).
 */
export interface RateLimit<Field extends string = string> {
  scope: RateLimitScope;
  /** Defaults to the service's own key. */
  bucket?: string;
  windowMs: number;
  budget: number;
  /**
   * For `account` and `destination`: the params fields whose values name it (hashed before they become a key).
   * Without them the server resolves it itself: the account a typed e-mail or donor number belongs to (both
   * share one count), or a code's destination the params do not hold.
   */
  fields?: readonly Field[];
  /** `failures`: a call that succeeds gives its point back (sign-in, donor lookup). Default: every call counts. */
  counts?: 'calls' | 'failures';
  /** A success also forgets the earlier failures (a donor who signs in starts again from zero). */
  clearOnSuccess?: boolean;
  /** Default `tooManyAttempts`. */
  refusal?: RateLimitRefusal;
  /**
   * Over budget, the call is not refused but challenged: it runs only with a solved captcha in this params
   * field (429 `challengeRequired` without one), and still counts. Sign-in: the owner is never locked out.
   */
  captchaField?: Field;
  /** Slows repeated calls under this limit (sign-in failures per account). */
  delay?: ProgressiveDelay;
  /** Counts only callers without a signed-in donor (a visitor's variant of a route donors use too). */
  onlyVisitors?: boolean;
}

/** The policies every call of a service (gateway or REST) goes through, declared once beside its schemas. */
export interface CallPolicies {
  rateLimits?: readonly RateLimit[];
  /** The reply holds a donor's personal data: it is sent with `Cache-Control: no-store`. */
  personalData: boolean;
}

export interface ServiceContract<
  Name extends string = string,
  Type extends string = string,
  Auth extends ServiceAuth = ServiceAuth,
  Params extends z.ZodType = z.ZodType,
  Reply extends z.ZodType = z.ZodType,
  Kind extends ServiceKind = ServiceKind,
> extends CallPolicies {
  serviceName: Name;
  serviceType: Type;
  auth: Auth;
  /**
   * A 401 from it answers wrong credentials (a password, a one-time app token), not a session gone: the web keeps
   * the caller's session (a sign-in form).
   */
  checksCredentials?: true;
  kind: Kind;
  params: Params;
  reply: Reply;
  /**
   * A staff query that reads a donor's personal data: each call is appended to the audit trail, as every staff
   * mutation is (decision 015).
   */
  auditRead?: boolean;
}

/** The names of a params schema's fields, so a rate limit can only name fields that exist. */
export type ParamsField<Params extends z.ZodType> = Extract<keyof z.output<Params>, string>;

export function defineService<
  Name extends string,
  Type extends string,
  Auth extends ServiceAuth,
  Params extends z.ZodType,
  Reply extends z.ZodType,
  Kind extends ServiceKind,
>(
  contract: ServiceContract<Name, Type, Auth, Params, Reply, Kind> & { rateLimits?: readonly RateLimit<ParamsField<Params>>[] },
): ServiceContract<Name, Type, Auth, Params, Reply, Kind> {
  return contract;
}

/**
 * Who may call a REST route: anyone, a signed-in donor, either (the token decides), an API client of the company's
 * systems (its bearer secret) or a provider's webhook (its signature over the body). The server checks the last
 * two with verifiers it is given; where it has none, such a route answers 404. Or staff in the given roles
 * (`{ staff: [...] }`), their session checked as a staff service's is (a console upload that is no gateway call).
 */
export type RestAuth = 'public' | 'donor' | 'optionalDonor' | 'apiClient' | 'webhook' | StaffAuth;

/** How a REST route's body comes: JSON (the default), form fields (`application/x-www-form-urlencoded`), or a stream. */
export type RestBodyEncoding = 'json' | 'form' | 'stream';

/** A REST route's answer other than JSON: bytes (a photo), an XML document, an HTML page, or a redirect. */
export type RestReplyKind = 'file' | 'xml' | 'html' | 'redirect';

/**
 * A REST route under `/api/` (the spec's calls outside the gateway): its address, who may call it, the
 * schemas of what it takes and answers, and the same policies as a gateway service. `reply: 'file'` for a
 * route that answers bytes (a photo) instead of JSON.
 */
export interface RestContract<
  Auth extends RestAuth = RestAuth,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Reply extends z.ZodType | RestReplyKind = z.ZodType | RestReplyKind,
  VisitorBody extends z.ZodType | undefined = z.ZodType | undefined,
> extends CallPolicies {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  auth: Auth;
  /** Path parameters (`:id`). */
  params?: Params;
  query?: Query;
  /** Absent for a route without a JSON body (a GET, or multipart parsed by the route). */
  body?: Body;
  /**
   * A multipart body, which the handler reads itself (`request.file()`), with the parser's limits; only such a route
   * gets the parser, every other keeps its JSON-only body.
   */
  multipart?: { fileSize: number; files: number; fields: number; parts: number };
  /** How the body comes, JSON when absent: `form` fields are checked by `body` as JSON is; a `stream` is the handler's. */
  bodyEncoding?: RestBodyEncoding;
  /** The most bytes the body may hold (413 beyond), instead of the server's 1 MB. */
  bodyLimit?: number;
  /**
   * A long upload (a bulk import): exempt from the server's request timeout while bytes keep arriving; a connection
   * idle for the timeout is still let go.
   */
  slowBody?: true;
  /** `optionalDonor` routes whose visitors send other fields: `body` is then the signed-in donor's. */
  visitorBody?: VisitorBody;
  reply: Reply;
  /** A caching rule of the route's own (a photo may be kept, a challenge never); `personalData` wins. */
  cacheControl?: string;
  /**
   * A route a browser navigates to (`reply: 'redirect'`): a refusal by its `rateLimits` sends the browser to `location`
   * with the refusal's code in `param` and its wait in `minutes`, for the page to word, instead of a JSON 429.
   */
  refusalRedirect?: { location: string; param: string };
  /** For an `apiClient` route: the operation a client must be allowed (403, audited, otherwise). */
  apiOperation?: ApiOperation;
  /**
   * For an `apiClient` or staff route that changes data: the action its audit rows carry, under the client's name or
   * the staff member's.
   */
  auditAction?: string;
  /**
   * The reply carries a secret shown once (a webhook endpoint's): kept for an `Idempotency-Key` replay only sealed,
   * never as it is.
   */
  secretInReply?: true;
}

export function defineRestRoute<
  Auth extends RestAuth,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Reply extends z.ZodType | RestReplyKind = z.ZodType,
  VisitorBody extends z.ZodType | undefined = undefined,
>(contract: RestContract<Auth, Params, Query, Body, Reply, VisitorBody>): RestContract<Auth, Params, Query, Body, Reply, VisitorBody> {
  return contract;
}

/**
 * A REST route's address with its path parameters filled in (`/api/content/images/:id` -> `/api/content/images/<id>`),
 * so a link to a route is built from its contract, never from a second copy of its URL.
 */
export function restPath(contract: Pick<RestContract, 'url'>, values: Readonly<Record<string, string>>): string {
  return contract.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${contract.url}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** Every successful reply carries `status: 200`. */
export const okStatus = z.literal(200);

/** One field at fault in a 400 reply. `path` is dotted (`params.username`). */
export const fieldErrorSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every failed reply: the HTTP status repeated in `status`, a stable `code`, a message in the caller's language. */
export const errorReplySchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
  requestId: z.string().optional(),
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
