import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client';

/**
 * What `read` answers live: the dashboards' snapshot anchors (decisions 076–078) set aside while it runs, then put back,
 * so the same read can be compared with its answer from the snapshot.
 */
export async function readLive<T>(db: Db, read: () => Promise<T>): Promise<T> {
  const anchors = await rows<{ location_id: number; last_day: string; timezone: string }>(
    db,
    sql`delete from insight_retention_anchors returning location_id, last_day::text as last_day, timezone`,
  );
  if (anchors.length === 0) throw new Error('no snapshot to set aside');
  try {
    return await read();
  } finally {
    for (const a of anchors)
      await db.execute(sql`insert into insight_retention_anchors values (${a.location_id}, ${a.last_day}::date, ${a.timezone})`);
  }
}
