import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { formatMessage, type Language } from '@portal/contract';
import {
  contentState,
  type ContentRevisionAction,
  type ContentState,
  type ContentSummary,
  type PublishWindow,
} from '@portal/contract/entities/content';
import type { Db, Tx } from '../../db/client';
import { contentRevisions } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { ContentType, StoredItem } from './content-type';

/** Who saves, and when: a staff member, or no one for the seed's initial content. */
export interface Editor {
  staffId: string | null;
  at: Date;
}

type Action = ContentRevisionAction;

/** What a revision keeps: everything an editor can change, with instants as ISO strings. */
export interface Snapshot<F> {
  fields: F;
  publishAt: string | null;
  expireAt: string | null;
  retiredAt: string | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function snapshotOf<F>(item: StoredItem<F>): Snapshot<F> {
  return {
    fields: item.fields,
    publishAt: iso(item.window.publishAt),
    expireAt: iso(item.window.expireAt),
    retiredAt: iso(item.window.retiredAt),
  };
}

export function summaryOf<F>(type: ContentType<F>, item: StoredItem<F>, now: Date): ContentSummary {
  return { id: item.id, title: type.title(item.fields), state: contentState(item.window, now), version: item.version, ...snapshotOf(item) };
}

async function recordRevision<F>(db: Db | Tx, type: ContentType<F>, item: StoredItem<F>, action: Action, editor: Editor) {
  await db.insert(contentRevisions).values({
    kind: type.kind,
    itemId: item.id,
    version: item.version,
    action,
    snapshot: snapshotOf(item),
    savedBy: editor.staffId,
    savedAt: editor.at,
  });
}

/** A scheduled or published item must be complete in both languages: 400 naming every empty field. */
export function requireComplete<F>(type: ContentType<F>, item: StoredItem<F>, lang: Language, prefix: string): void {
  const gaps = type.gaps(item.fields, item.id).map((path) => `${prefix}${path}`);
  if (gaps.length === 0) return;
  throw new ServiceError(
    400,
    'contentIncomplete',
    { count: gaps.length },
    { fields: gaps.map((path) => ({ path, code: 'requiredStar', message: formatMessage(lang, 'requiredStar') })) },
  );
}

const live = (state: ContentState) => state === 'scheduled' || state === 'published';

/** Creates an item at version 1 with its first revision; the seed loads its initial content through here too. */
export async function createItem<F>(
  db: Db,
  type: ContentType<F>,
  input: { id?: string; fields: F; window?: PublishWindow },
  editor: Editor,
): Promise<StoredItem<F>> {
  const item: StoredItem<F> = {
    id: input.id ?? `${type.idPrefix}-${randomUUID()}`,
    fields: input.fields,
    window: input.window ?? { publishAt: null, expireAt: null, retiredAt: null },
    version: 1,
  };
  await db.transaction(async (tx) => {
    await type.insert(tx, item, editor.at);
    await recordRevision(tx, type, item, 'create', editor);
    if (type.liveCopy && live(contentState(item.window, editor.at))) await type.liveCopy.publish(tx, item, editor.at);
  });
  return item;
}

export interface Change<F> {
  fields?: F;
  window?: PublishWindow;
}

/**
 * The one way an item changes: against the version the editor loaded (409 when someone saved in between), complete
 * in both languages if it is or becomes live, stored with a new revision in the same transaction.
 */
export async function changeItem<F>(
  db: Db,
  type: ContentType<F>,
  target: { id: string; expectedVersion: number },
  change: (item: StoredItem<F>) => Change<F>,
  action: Action,
  editor: Editor & { lang: Language; fieldsPrefix: string },
): Promise<{ before: StoredItem<F>; after: StoredItem<F> }> {
  return db.transaction(async (tx) => {
    const before = await type.find(tx, target.id);
    if (!before) throw new ServiceError(404, 'notFound');
    if (before.version !== target.expectedVersion) throw new ServiceError(409, 'contentVersionConflict');
    const after: StoredItem<F> = { ...before, ...change(before), version: before.version + 1 };
    // A kind with a live copy keeps a draft apart: only what is published must be complete.
    const checked = type.liveCopy ? action === 'publish' : live(contentState(after.window, editor.at));
    if (checked) requireComplete(type, after, editor.lang, editor.fieldsPrefix);
    if (!(await type.update(tx, after, target.expectedVersion))) throw new ServiceError(409, 'contentVersionConflict');
    await recordRevision(tx, type, after, action, editor);
    if (action === 'publish') await type.liveCopy?.publish(tx, after, editor.at);
    return { before, after };
  });
}

export async function findItem<F>(db: Db, type: ContentType<F>, id: string): Promise<StoredItem<F>> {
  const item = await type.find(db, id);
  if (!item) throw new ServiceError(404, 'notFound');
  return item;
}

/** One stored revision's snapshot; 404 when the item has no such version. */
export async function revisionSnapshot<F>(db: Db, type: ContentType<F>, id: string, version: number): Promise<Snapshot<F>> {
  const [row] = await db
    .select({ snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, type.kind), eq(contentRevisions.itemId, id), eq(contentRevisions.version, version)));
  if (!row) throw new ServiceError(404, 'notFound');
  return row.snapshot as Snapshot<F>;
}

export async function revisionsOf(db: Db, type: ContentType<unknown>, id: string) {
  return db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, type.kind), eq(contentRevisions.itemId, id)))
    .orderBy(desc(contentRevisions.version));
}

/** What the audit trail records of a lifecycle step: the state and window before and after. */
export function auditWindow<F>(item: StoredItem<F>, now: Date) {
  const { publishAt, expireAt, retiredAt } = snapshotOf(item);
  return { version: item.version, state: contentState(item.window, now), publishAt, expireAt, retiredAt };
}
