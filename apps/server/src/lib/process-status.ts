/**
 * What this process tells its readiness probe besides its database and Redis (`GET /api/ready`): whether a shutdown
 * has begun, where its job engine stands, and whether its schema has caught up with its release.
 */
export interface ProcessStatus {
  /** SIGTERM received: the balancer must send nothing new; replies close their connection. */
  draining: boolean;
  /**
   * `off`: this app runs no engine (tests that leave it off); `waiting`: for the schema to reach the release;
   * `started`; `stopped` (shutting down, or it failed to start).
   */
  jobs: 'off' | 'waiting' | 'started' | 'stopped';
  /** Set once no migration of this release is pending; a schema never goes back behind its release. */
  schemaCurrent: boolean;
}

export function createProcessStatus(options: { jobs: boolean }): ProcessStatus {
  return { draining: false, jobs: options.jobs ? 'waiting' : 'off', schemaCurrent: false };
}
