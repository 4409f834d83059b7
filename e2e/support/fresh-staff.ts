import { expect, type APIRequestContext } from '@playwright/test';
import type { StaffRole } from '@portal/contract';

export const STAFF_PASSWORD = 'Plasma#2026';

/** A staff gateway call as the browser makes it. */
export const staffCall = (request: APIRequestContext, serviceType: string, params: object, token?: string) =>
  request.post('/api/gateway', {
    data: { serviceName: 'staff', serviceType, params },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

let sequence = 0;

/**
 * A staff account of this test's own, made as the product makes them: the demo admin invites it (the only data the
 * demo account changes) and the link in the outbox sets its password.
 */
export async function freshStaff(request: APIRequestContext, role: StaffRole, displayName: string, centerIds: number[] = []) {
  sequence += 1;
  const login = await staffCall(request, 'login', { email: 'admin@example.com', password: STAFF_PASSWORD });
  const { token } = (await login.json()) as { token: string };
  const email = `e2e.${role.replace('_', '.')}.${Date.now()}.${sequence}.${Math.floor(Math.random() * 1e6)}@staff.example.com`;
  const invited = await staffCall(request, 'inviteStaff', { email, displayName, role, centerIds }, token);
  expect(invited.status(), await invited.text()).toBe(200);
  const { staffId } = (await invited.json()) as { staffId: string };
  const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { body: string }[] };
  const link = /\/staff\/invitation\?token=([\w-]+)/.exec(outbox.messages[0]?.body ?? '');
  const accepted = await staffCall(request, 'acceptInvitation', {
    token: link?.[1] ?? '',
    password: STAFF_PASSWORD,
    confirmPassword: STAFF_PASSWORD,
  });
  expect(accepted.status()).toBe(200);
  return { id: staffId, email, displayName, password: STAFF_PASSWORD };
}
