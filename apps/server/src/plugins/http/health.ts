import type { healthRoute } from '@portal/contract/services/platform/platform-routes';
import type { RestRoute } from '../calls/rest-route';

/** `GET /api/health`: liveness. It answers while the process runs; it asks nothing of the database. */
export const healthRouteHandler: RestRoute<typeof healthRoute> = () => async () => ({ status: 200 as const });
