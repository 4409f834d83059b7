import { isMessageKey } from '@portal/contract';
import { centerPathSchema, centerRecordSchema, type CenterRecord } from '@portal/contract/services/ops/centers';
import { donorPathSchema, donorRecordSchema, type DonorRecord } from '@portal/contract/services/ops/donors';
import type { ImportFormat, ImportKind } from '@portal/contract/services/ops/imports';
import { visitRecordSchema, type VisitRecord } from '@portal/contract/services/ops/visits';
import type { z } from 'zod';
import { csvFields } from '../../../domain/imports/import-lines';
import { consentChannels, consentKinds } from '../../../domain/consent-records';

/** A line the batch cannot apply: the field at fault (`line` for the line itself) and the reason's message key. */
export interface Refusal {
  field: string;
  code: string;
}

export type Checked<T> = { ok: true; record: T } | ({ ok: false } & Refusal);

export type DonorLine = DonorRecord & { donorNumber: string };
export type CenterLine = CenterRecord & { locationID: number };

/** How a file is read: its format, and for CSV the header row's column names. */
export interface FileShape {
  format: ImportFormat;
  columns: readonly string[] | null;
}

const lineNotParsed: Checked<never> = { ok: false, field: 'line', code: 'lineNotParsed' };

function refusalOf(error: z.ZodError): Refusal {
  const issue = error.issues[0];
  return {
    field: issue?.path.map(String).join('.') || 'line',
    code: issue && isMessageKey(issue.message) ? issue.message : 'badRequest',
  };
}

/** A CSV cell as the schema expects it: an empty cell is absent (null where the field may be empty). */
const cell = (row: Record<string, string>, column: string): string | null => {
  const value = row[column];
  return value === undefined || value === '' ? null : value;
};

const numberCell = (row: Record<string, string>, column: string): number | string | null => {
  const value = cell(row, column);
  return value !== null && /^-?\d+$/.test(value) ? Number(value) : value;
};

/** `true` and `false` as booleans; anything else as written, for the schema to refuse by name. */
const booleanCell = (row: Record<string, string>, column: string): boolean | string | null => {
  const value = cell(row, column);
  return value === 'true' ? true : value === 'false' ? false : value;
};

const jsonCell = (row: Record<string, string>, column: string): unknown => {
  const value = cell(row, column);
  if (value === null) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** A donors CSV's column of one communication choice. */
export const choiceColumn = (channel: string, kind: string): string => `communicationPreferences.${channel}.${kind}`;

/** The nine choice columns of a donors CSV, channel by channel. */
export const choiceColumns: readonly string[] = consentChannels.flatMap((channel) =>
  consentKinds.map((kind) => choiceColumn(channel, kind)),
);

/**
 * The nine columns `communicationPreferences.<channel>.<kind>` as the `PUT` route's `communicationPreferences`: null
 * when all are empty or absent (the portal's choices stay), else every one, an empty or other cell refused by name.
 */
function choicesFromCsv(row: Record<string, string>): Record<string, Record<string, unknown>> | null {
  if (consentChannels.every((channel) => consentKinds.every((kind) => cell(row, choiceColumn(channel, kind)) === null))) return null;
  return Object.fromEntries(
    consentChannels.map((channel) => [
      channel,
      Object.fromEntries(consentKinds.map((kind) => [kind, booleanCell(row, choiceColumn(channel, kind))])),
    ]),
  );
}

/** The columns of a donors CSV, and the record they make (the `PUT /api/ops/donors` body plus its donor number). */
function donorFromCsv(row: Record<string, string>): Record<string, unknown> {
  const addressLine1 = cell(row, 'addressLine1');
  return {
    donorNumber: cell(row, 'donorNumber'),
    changedAt: cell(row, 'changedAt') ?? undefined,
    firstName: cell(row, 'firstName'),
    middleName: cell(row, 'middleName'),
    lastName: cell(row, 'lastName'),
    birthDate: cell(row, 'birthDate'),
    identity: { typeId: numberCell(row, 'identityTypeId'), last4: cell(row, 'identityLast4') },
    email: cell(row, 'email'),
    phone: cell(row, 'phone'),
    address:
      addressLine1 === null
        ? null
        : {
            addressLine1,
            addressLine2: cell(row, 'addressLine2') ?? '',
            city: cell(row, 'city'),
            state: cell(row, 'state'),
            zipCode: cell(row, 'zipCode'),
          },
    homeLocationID: numberCell(row, 'homeLocationID'),
    status: cell(row, 'status') ?? undefined,
    language: cell(row, 'language') ?? undefined,
    communicationPreferences: choicesFromCsv(row),
    deferral: jsonCell(row, 'deferral') ?? null,
  };
}

function centerFromCsv(row: Record<string, string>): Record<string, unknown> {
  return {
    locationID: cell(row, 'locationID'),
    name: cell(row, 'name'),
    addressLine1: cell(row, 'addressLine1'),
    city: cell(row, 'city'),
    state: cell(row, 'state'),
    zipCode: cell(row, 'zipCode'),
    phone: cell(row, 'phone'),
    timeZone: cell(row, 'timeZone'),
    marketingPageId: cell(row, 'marketingPageId'),
    bookingOpen: booleanCell(row, 'bookingOpen') ?? undefined,
  };
}

function visitFromCsv(row: Record<string, string>): Record<string, unknown> {
  return {
    donorNumber: cell(row, 'donorNumber'),
    locationID: numberCell(row, 'locationID'),
    visitNumber: cell(row, 'visitNumber'),
    checkinTS: cell(row, 'checkinTS'),
    checkoutTS: cell(row, 'checkoutTS'),
    donated: booleanCell(row, 'donated'),
    payments: jsonCell(row, 'payments'),
    screeningTests: jsonCell(row, 'screeningTests'),
    deferral: jsonCell(row, 'deferral') ?? null,
  };
}

const fromCsv: Record<ImportKind, (row: Record<string, string>) => Record<string, unknown>> = {
  donors: donorFromCsv,
  centers: centerFromCsv,
  visits: visitFromCsv,
};

/** A staged line as an object: a JSON object, or a CSV record with exactly the header's columns; null when neither. */
function objectOf(kind: ImportKind, shape: FileShape, raw: string): Record<string, unknown> | null {
  if (shape.format === 'ndjson') {
    try {
      const value = JSON.parse(raw) as unknown;
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  const fields = csvFields(raw);
  const columns = shape.columns ?? [];
  if (fields.length !== columns.length) return null;
  return fromCsv[kind](Object.fromEntries(columns.map((column, at) => [column, fields[at] ?? ''])));
}

/**
 * A donor line through the same schemas as `PUT /api/ops/donors/{donorNumber}` (the number as its path, the rest as
 * its body); a line without `changedAt` is as of the import (`receivedAt`). A date of birth after `today` is refused,
 * and a deferral ending on or before the day of `changedAt`, as the route refuses them.
 */
export function checkDonorLine(shape: FileShape, raw: string, receivedAt: Date, today: string): Checked<DonorLine> {
  const value = objectOf('donors', shape, raw);
  if (!value) return lineNotParsed;
  const path = donorPathSchema.safeParse({ donorNumber: value.donorNumber });
  if (!path.success) return { ok: false, ...refusalOf(path.error) };
  const { donorNumber: _number, ...body } = value;
  const record = donorRecordSchema.safeParse({ ...body, changedAt: body.changedAt ?? receivedAt.toISOString() });
  if (!record.success) return { ok: false, ...refusalOf(record.error) };
  if (record.data.birthDate > today) return { ok: false, field: 'birthDate', code: 'birthDateInvalid' };
  const until = record.data.deferral?.until;
  if (until != null && until <= record.data.changedAt.slice(0, 10)) {
    return { ok: false, field: 'deferral.until', code: 'donorDeferralUntilInvalid' };
  }
  return { ok: true, record: { ...record.data, donorNumber: path.data.donorNumber } };
}

/** A center line through the schemas of `PUT /api/ops/centers/{locationID}`. */
export function checkCenterLine(shape: FileShape, raw: string): Checked<CenterLine> {
  const value = objectOf('centers', shape, raw);
  if (!value) return lineNotParsed;
  const path = centerPathSchema.safeParse({ locationID: value.locationID });
  if (!path.success) return { ok: false, ...refusalOf(path.error) };
  const { locationID: _id, ...body } = value;
  const record = centerRecordSchema.safeParse(body);
  if (!record.success) return { ok: false, ...refusalOf(record.error) };
  return { ok: true, record: { ...record.data, locationID: path.data.locationID } };
}

/** A visit line through the schema of `POST /api/ops/visits`. */
export function checkVisitLine(shape: FileShape, raw: string): Checked<VisitRecord> {
  const value = objectOf('visits', shape, raw);
  if (!value) return lineNotParsed;
  const record = visitRecordSchema.safeParse(value);
  return record.success ? { ok: true, record: record.data } : { ok: false, ...refusalOf(record.error) };
}
