import { importsListed } from '@portal/contract/services/integrations/list-imports';
import { desc } from 'drizzle-orm';
import { importJobs } from '../../db/schema/index';
import { importSummary, selectImports } from '../../domain/import-report';
import type { Handler } from '../../service-context';

/** The latest imports of every client, newest first, with their progress and counts. */
export const listImportsHandler: Handler<'integrations/listImports'> = async (ctx) => {
  const rows = await selectImports(ctx.db).orderBy(desc(importJobs.createdAt), desc(importJobs.id)).limit(importsListed);
  return {
    status: 200,
    items: rows.map(importSummary),
  };
};
