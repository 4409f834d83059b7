import { z } from 'zod';

/** The body of every `POST /api/gateway` call (spec 7, "Main gateway"). */
export const gatewayRequestSchema = z.object({
  serviceName: z.string().min(1).max(64),
  serviceType: z.string().min(1).max(64),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type GatewayRequest = z.infer<typeof gatewayRequestSchema>;

/** Who may call a service: anyone, or a signed-in donor (token required). */
export type ServiceAuth = 'public' | 'donor';

/** A query only reads (the web caches it); a mutation changes something (the web invalidates queries after it). */
export type ServiceKind = 'query' | 'mutation';

export interface ServiceContract<
  Name extends string = string,
  Type extends string = string,
  Auth extends ServiceAuth = ServiceAuth,
  Params extends z.ZodType = z.ZodType,
  Reply extends z.ZodType = z.ZodType,
  Kind extends ServiceKind = ServiceKind,
> {
  serviceName: Name;
  serviceType: Type;
  auth: Auth;
  kind: Kind;
  params: Params;
  reply: Reply;
}

export function defineService<
  Name extends string,
  Type extends string,
  Auth extends ServiceAuth,
  Params extends z.ZodType,
  Reply extends z.ZodType,
  Kind extends ServiceKind,
>(contract: ServiceContract<Name, Type, Auth, Params, Reply, Kind>): ServiceContract<Name, Type, Auth, Params, Reply, Kind> {
  return contract;
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
