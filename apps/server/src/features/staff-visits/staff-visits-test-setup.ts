import { HOUR_MS } from '@portal/contract';
import type { VisitRecordInput } from '@portal/contract/services/ops/visits';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';
import { signInStaff } from '../../test/sign-in';

export const OPS_KEY = 'ops-key-for-staff-visit-tests-0123456789';

export interface VisitsWorld {
  t: TestApp;
  austin: number;
  houston: number;
  tokens: Record<'manager' | 'houston' | 'admin' | 'care' | 'editor', string>;
  staffIds: Record<'manager' | 'houston' | 'admin', string>;
  managerEmail: string;
}

/** An app with the ops key, two centers (Austin North, Houston) and one staff member per role that matters here. */
export async function visitsWorld(): Promise<VisitsWorld> {
  const t = await createTestApp({ env: { OPS_API_KEY: OPS_KEY, POINTS_PER_DONATION: '100', REFERRAL_BONUS_POINTS: '500' } });
  const austin = (await createLocation(t.database.db, { name: 'Demo Plasma Austin North' })).id;
  const houston = (await createLocation(t.database.db, { name: 'Demo Plasma Houston', city: 'Houston', timezone: 'America/Chicago' })).id;
  const manager = await createStaff(t.database.db, 'center_manager', { centerIds: [austin] });
  const houstonStaff = await createStaff(t.database.db, 'center_staff', { centerIds: [houston] });
  const admin = await createStaff(t.database.db, 'admin');
  const care = await createStaff(t.database.db, 'donor_care');
  const editor = await createStaff(t.database.db, 'content_editor');
  return {
    t,
    austin,
    houston,
    tokens: {
      manager: await signInStaff(t, manager.email),
      houston: await signInStaff(t, houstonStaff.email),
      admin: await signInStaff(t, admin.email),
      care: await signInStaff(t, care.email),
      editor: await signInStaff(t, editor.email),
    },
    staffIds: { manager: manager.id, houston: houstonStaff.id, admin: admin.id },
    managerEmail: manager.email,
  };
}

let sequence = 0;

/** A completed donation two hours before the test clock's now, with a payment and vitals. */
export function visitRecord(locationID: number, donorNumber: string, overrides: Partial<VisitRecordInput> = {}) {
  sequence += 1;
  const now = new Date(TEST_NOW).getTime();
  return {
    donorNumber,
    locationID,
    visitNumber: `SV-${sequence}`,
    checkinTS: new Date(now - 2 * HOUR_MS).toISOString(),
    checkoutTS: new Date(now - HOUR_MS).toISOString(),
    donated: true,
    payments: [{ paymentDate: new Date(now - HOUR_MS).toISOString(), amount: 62.5 }],
    screeningTests: [
      { type: 'weight' as const, value: 172 },
      { type: 'bpsys' as const, value: 118 },
    ],
    deferral: null,
    ...overrides,
  };
}
