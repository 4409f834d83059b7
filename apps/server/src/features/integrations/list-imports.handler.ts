import { importsListed } from '@portal/contract/services/integrations/list-imports';
import { desc } from 'drizzle-orm';
import { importJobs } from '../../db/schema/index';
import type { Handler } from '../../service-context';

/** The latest imports of every client, newest first, with their progress and counts. */
export const listImportsHandler: Handler<'integrations/listImports'> = async (ctx) => {
  const rows = await ctx.db.select().from(importJobs).orderBy(desc(importJobs.createdAt), desc(importJobs.id)).limit(importsListed);
  return {
    status: 200,
    items: rows.map((job) => ({
      id: job.id,
      kind: job.kind,
      format: job.format,
      state: job.state,
      clientName: job.clientName,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
      totalLines: job.totalLines,
      processedLines: job.processedLines,
      counts: { created: job.created, updated: job.updated, unchanged: job.unchanged, refused: job.refused },
    })),
  };
};
