import { sql } from 'drizzle-orm';
import type { StaffContext } from '../../service-context';
import { ServiceError } from '../../lib/service-error';

/** PostgreSQL's `query_canceled`: what a statement past its `statement_timeout` fails with. */
const queryCanceled = '57014';

function canceled(error: unknown): boolean {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    if ((at as { code?: unknown }).code === queryCanceled) return true;
  }
  return false;
}

/**
 * A dashboard's handler run in one read transaction bounded by `INSIGHTS_STATEMENT_TIMEOUT_MS` (`set local
 * statement_timeout`): a read past it is cancelled in the database, which frees the connection, and the call answers
 * 503 `dashboardTooSlow` in the caller's language instead of running on after the client gave up (issue 35). Without JIT,
 * repeatable read and read only.
 */
export function dashboardRead<Params, Reply>(
  handler: (ctx: StaffContext, params: Params) => Promise<Reply>,
): (ctx: StaffContext, params: Params) => Promise<Reply> {
  return async (ctx, params) => {
    try {
      // One snapshot for all of a dashboard's statements: a rollup or retention's snapshot (decision 076) committed
      // between two of them cannot mix two states in one reply.
      return await ctx.db.transaction(
        async (tx) => {
          // JIT off: a dashboard's statements are small aggregates whose cost estimates still pass `jit_above_cost`;
          // compiling them took 110–240 ms of a 320 ms read on the scale bench (decision 064).
          await tx.execute(
            sql`select set_config('statement_timeout', ${String(ctx.config.insightsStatementTimeoutMs)}, true), set_config('jit', 'off', true)`,
          );
          return handler({ ...ctx, db: tx }, params);
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    } catch (error) {
      if (canceled(error)) throw new ServiceError(503, 'dashboardTooSlow');
      throw error;
    }
  };
}
