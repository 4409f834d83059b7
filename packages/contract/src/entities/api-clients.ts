import { z } from 'zod';
import { positiveInt32, safeText } from '../rules/safe-input';

/** What an API client may be allowed to call (issue 31); `events` is for the webhooks a later piece hangs off a client. */
export const apiOperations = ['centers', 'donors', 'visits', 'imports', 'events'] as const;
export type ApiOperation = (typeof apiOperations)[number];

/** How long an old secret keeps working after a rotation, at most (the integrator's deployment window). */
export const apiSecretOverlapMaxHours = 24 * 30;

/** The calls a client may make in a minute, over every ops route together. */
export const apiClientCallsPerMinute = 600;

/** An API client as the console lists it; never its secret, which is shown once and kept only as a hash. */
export const apiClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  operations: z.array(z.enum(apiOperations)),
  /** Null: every center. */
  centerIds: z.array(z.number().int()).nullable(),
  /** The secret's first characters, so an admin can tell which secret a system holds. */
  secretHint: z.string(),
  createdAt: z.string(),
  /** Until when the secret before the last rotation still works; null when none does. */
  previousSecretUntil: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiClient = z.infer<typeof apiClientSchema>;

/** What an admin sets on a client: its name, its operations and, optionally, its centers. */
export const apiClientFieldsShape = {
  name: safeText(80).trim().min(1, 'apiClientNameRequired'),
  operations: z
    .array(z.enum(apiOperations, 'badRequest'))
    .min(1, 'apiOperationsRequired')
    .max(apiOperations.length)
    .refine((list) => new Set(list).size === list.length, 'badRequest'),
  /** Empty or absent: every center. */
  centerIds: z.array(positiveInt32('locationNotFound')).max(500).nullable().default(null),
};

/** The audit trail's action for a call an API client was refused (an operation or a center outside its scope). */
export const apiClientRefusedAction = 'ops/refused';
