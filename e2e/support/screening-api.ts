import { expect, type APIRequestContext } from '@playwright/test';
import { testAddress } from './accounts';
import { demoWheelPrizes, literacyCheck } from './demo-content';
import { DEMO_PASSWORD } from './fixtures';
import { STAFF_PASSWORD } from './fresh-staff';

const call = async <T>(request: APIRequestContext, serviceName: string, serviceType: string, params: object, token: string) => {
  const reply = await request.post('/api/gateway', {
    data: { serviceName, serviceType, params },
    headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': testAddress() },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as T;
};

async function tokenOf(request: APIRequestContext, serviceName: 'staff' | 'authentication', params: object): Promise<string> {
  const reply = await request.post('/api/gateway', {
    data: { serviceName, serviceType: 'login', params },
    headers: { 'X-Forwarded-For': testAddress() },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { token: string }).token;
}

/** A fresh pre-donor passes the literacy check through the API (its walk is prescreening.spec's), so her next step is the survey. */
export async function passLiteracyCheck(request: APIRequestContext, email: string): Promise<void> {
  const token = await tokenOf(request, 'authentication', { username: email, password: DEMO_PASSWORD });
  const landing = await call<{ format: { uniqueDocID: string } }>(request, 'applicationFeedback', 'getLiteracyCheckLanding', {}, token);
  const docID = landing.format.uniqueDocID;
  const { oid } = await call<{ oid: string }>(request, 'applicationFeedback', 'startLiteracyCheck', { uniqueDocID: docID }, token);
  // The demo literacy check's right answers: the first option that does not end the check, page by page.
  const answers = Object.fromEntries(
    literacyCheck.pages.map((page, index) => [
      String(index),
      Object.fromEntries(page.questions.map((q) => [q.id, q.options?.find((o) => !o.endsCheck)?.value ?? ''])),
    ]),
  );
  await call(request, 'applicationFeedback', 'literacyCheckSubmit', { docID, oid, answers }, token);
}

/**
 * Publishes, as the editor, a new version with the fields of `originalId`: what donors start is again what it was
 * before the test (the test's own version stays stored, retired, for the donors who started it).
 */
export async function republish(request: APIRequestContext, editorEmail: string, kind: string, originalId: string): Promise<void> {
  const token = await tokenOf(request, 'staff', { email: editorEmail, password: STAFF_PASSWORD });
  const { fields } = await call<{ fields: object }>(request, 'screeningContent', 'getScreeningVersion', { kind, id: originalId }, token);
  const draft = await call<{ id: string; revision: number }>(
    request,
    'screeningContent',
    'saveScreeningDraft',
    { kind, basedOn: originalId, fields },
    token,
  );
  await call(request, 'screeningContent', 'publishScreeningVersion', { kind, id: draft.id, expectedRevision: draft.revision }, token);
}

/** Puts the demo's after-donation settings back (apps/server/src/db/seed/demo-support.ts), as the editor. */
export async function restoreFeedbackSettings(request: APIRequestContext, editorEmail: string): Promise<void> {
  const token = await tokenOf(request, 'staff', { email: editorEmail, password: STAFF_PASSWORD });
  await call(request, 'screeningContent', 'saveFeedbackSettings', { daysToComplete: 7, wheelPrizes: demoWheelPrizes }, token);
}
