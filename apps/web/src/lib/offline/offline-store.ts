import type { LocationSummary } from '@portal/contract/entities/user';
import type { CenterHours } from '@portal/contract/services/centers/get-center-hours';
import type { AppointmentView } from '@portal/contract/services/booking/appointments/appointment-view';
import type { ServiceReply } from '@portal/contract/services/index';
import { OFFLINE_DATABASE } from './clear-offline-store';

/** A check-in pass with the appointment it admits to, as the check-in page showed them. */
export interface OfflinePass {
  appointmentID: string;
  appointment: AppointmentView;
  pass: ServiceReply<'appointment/getCheckInPass'>;
}

/** What the device keeps of the signed-in donor (issue 33): each kind the last reply the app showed her. */
export interface OfflineCopies {
  /** The first of her upcoming appointments, or null when she had none. */
  nextAppointment: AppointmentView | null;
  /** Today's check-in pass: single-use and valid to the end of the appointment's day. */
  checkInPass: OfflinePass;
  /** Her home center's name and address, or null when she has none. */
  homeCenter: LocationSummary | null;
  /** Her home center's weekly opening hours, or null when they are not known. */
  homeCenterHours: CenterHours | null;
}

export type OfflineKind = keyof OfflineCopies;

export interface OfflineCopy<K extends OfflineKind> {
  kind: K;
  /** The donor it belongs to: never shown to anyone else. */
  donorId: string;
  /** When the server sent it (milliseconds since the epoch): the page says "Last updated" with it. */
  fetchedAt: number;
  value: OfflineCopies[K];
}

const STORE = 'copies';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True while an ISO instant is still ahead of `now`. */
function ahead(iso: unknown, now: number): boolean {
  return typeof iso === 'string' && Date.parse(iso) > now;
}

/**
 * A stored record as it may be shown now, or null: another donor's, a malformed one and an expired pass are never
 * shown; an appointment that has ended no longer counts as the next one.
 */
export function usableCopy<K extends OfflineKind>(kind: K, record: unknown, donorId: string, now: number): OfflineCopy<K> | null {
  if (!isObject(record) || record.kind !== kind || record.donorId !== donorId || typeof record.fetchedAt !== 'number') return null;
  const copy = record as unknown as OfflineCopy<K>;
  if (kind === 'checkInPass') {
    const value = record.value;
    return isObject(value) && isObject(value.pass) && ahead(value.pass.expiresAt, now) ? copy : null;
  }
  if (kind === 'nextAppointment' && isObject(record.value) && !ahead(record.value.end, now)) {
    // `kind` is 'nextAppointment' here, whose value may be null; TypeScript does not narrow K from it.
    return { ...copy, value: null } as OfflineCopy<K>;
  }
  return copy;
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const database = request.result;
      // A sign-out deletes the database: this connection must not hold the deletion up.
      database.onversionchange = () => database.close();
      resolve(database);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}

/** One request in its own transaction, resolved once the transaction is complete; the connection is closed after it. */
async function inStore<T>(mode: IDBTransactionMode, makeRequest: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = makeRequest(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    database.close();
  }
}

export async function keepCopy<K extends OfflineKind>(kind: K, donorId: string, value: OfflineCopies[K], fetchedAt: number): Promise<void> {
  const copy: OfflineCopy<K> = { kind, donorId, fetchedAt, value };
  await inStore('readwrite', (store) => store.put(copy, kind));
}

export async function readCopy<K extends OfflineKind>(kind: K, donorId: string, now: number): Promise<OfflineCopy<K> | null> {
  const record = await inStore<unknown>('readonly', (store) => store.get(kind));
  return usableCopy(kind, record, donorId, now);
}
