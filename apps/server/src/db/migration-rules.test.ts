import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { checkMigration, FIRST_RULED_MIGRATION } from './migration-rules';
import { releaseMigrations } from './migration-state';

const earlier = ['0029_add_nickname'];
const reasons = (text: string) => checkMigration('0030_next', text, earlier).map((finding) => finding.reason);

describe('migrations safe for a rolling deploy (expand, then contract)', () => {
  it('holds every migration of the release from the rule on', async () => {
    const release = await releaseMigrations();
    const findings = [];
    for (const [index, migration] of release.entries()) {
      if (index < FIRST_RULED_MIGRATION) continue;
      const text = await readFile(path.join(migrationsFolder, `${migration.tag}.sql`), 'utf8');
      findings.push(
        ...checkMigration(
          migration.tag,
          text,
          release.slice(0, index).map((earlierMigration) => earlierMigration.tag),
        ),
      );
    }
    expect(findings).toEqual([]);
  });

  it('lets a migration add tables, columns with a default or nullable, and indexes', () => {
    expect(
      reasons(`CREATE TABLE "sms_consents" ("id" uuid PRIMARY KEY, "at" timestamptz NOT NULL);
--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "nickname" text;
--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "texts_ok" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "donors_nickname_idx" ON "donors" ("nickname");
-- DROP TABLE "donors"; (a comment is not a statement)`),
    ).toEqual([]);
  });

  it('refuses drops, renames, type changes, new required columns without a default, and NOT NULL on a column', () => {
    expect(reasons('ALTER TABLE "donors" DROP COLUMN "nickname";')).toHaveLength(1);
    expect(reasons('DROP TABLE "old_things";')).toHaveLength(1);
    expect(reasons('ALTER TABLE "donors" RENAME COLUMN "nickname" TO "display_name";')).toHaveLength(1);
    expect(reasons('ALTER TABLE "old_things" RENAME TO "new_things";')).toHaveLength(1);
    expect(reasons('ALTER TABLE "donors" ALTER COLUMN "weight" SET DATA TYPE numeric;')).toHaveLength(1);
    expect(reasons('ALTER TABLE "donors" ALTER COLUMN "nickname" SET NOT NULL;')).toHaveLength(1);
    expect(reasons('ALTER TABLE "donors" ADD COLUMN "tier" text NOT NULL;')).toEqual([
      'adds a required column without a default: the running release inserts rows without it',
    ]);
  });

  it('lets the contract step of an earlier expand drop and rename, and refuses a mark naming no earlier migration', () => {
    expect(reasons('-- contract-of: 0029_add_nickname\nALTER TABLE "donors" DROP COLUMN "old_nickname";')).toEqual([]);
    expect(reasons('-- contract-of: 0031_later\nALTER TABLE "donors" DROP COLUMN "old_nickname";')).toEqual(['names no earlier migration']);
  });
});
