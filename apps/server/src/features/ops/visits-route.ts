import type { FastifyInstance } from 'fastify';
import { recordVisit } from '../../domain/visit-ingestion';
import { visitRecordSchema } from '../../domain/visit-record';
import { ServiceError } from '../../lib/service-error';
import { invalidFields } from '../../plugins/error-handler';
import type { Services } from '../service-context';
import { opsKeyMatches } from './ops-key';

/**
 * `POST /api/ops/visits` for the centers' own systems, authenticated by the operations key in the
 * `X-Ops-Key` header (not a donor token). Without `OPS_API_KEY` configured the route does not exist.
 * 201 when the visit is new, 200 when it was already recorded (nothing changes).
 */
export function registerOpsVisits(app: FastifyInstance, services: Services): void {
  const key = services.config.opsApiKey;
  if (!key) return;
  app.post('/api/ops/visits', async (request, reply) => {
    const sent = request.headers['x-ops-key'];
    if (!opsKeyMatches(typeof sent === 'string' ? sent : undefined, key)) throw new ServiceError(401, 'opsKeyInvalid');
    const parsed = visitRecordSchema.safeParse(request.body);
    if (!parsed.success) throw invalidFields(parsed.error, request.lang, '');
    const result = await recordVisit(services, parsed.data);
    return reply.status(result.created ? 201 : 200).send({ status: 200, ...result });
  });
}
