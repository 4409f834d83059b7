import { chatbotUrls, DONOR_CARE_SUBMISSION_URL, type ServiceKey } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCase } from '../../db/factories/donor-care-cases';
import { createDonor } from '../../db/factories/donors';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { createVisit } from '../../db/factories/visits';
import { auditLog, donorCareCases, donorCareSubmissions, donorDeferrals } from '../../db/schema/index';
import { solvedCaptcha } from '../../test/captcha';
import { outbox } from '../../test/outbox';
import { signIn, signInStaff } from '../../test/sign-in';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';

let t: TestApp;
let austin: number;
let houston: number;
let care: { id: string; token: string };
let manager: { id: string; token: string };
let houstonStaff: { id: string; token: string };

async function staff(role: Parameters<typeof createStaff>[1], centerIds: number[] = []) {
  const member = await createStaff(t.database.db, role, { centerIds });
  return { id: member.id, token: await signInStaff(t, member.email) };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(TEST_NOW) });
  t = await createTestApp({ env: { CAPTCHA_COST: '20', PUBLIC_URL: 'https://portal.test' } });
  austin = (await createLocation(t.database.db, { name: 'Demo Plasma Austin North' })).id;
  houston = (await createLocation(t.database.db, { name: 'Demo Plasma Houston' })).id;
  care = await staff('donor_care');
  manager = await staff('center_manager', [austin]);
  houstonStaff = await staff('center_staff', [houston]);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

function submit(body: Record<string, unknown>, token?: string, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: DONOR_CARE_SUBMISSION_URL,
    headers: { 'content-type': 'application/json', 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
}

const fixed = { origin: 'Website', isVerified: true, isFollowUp: true } as const;

async function caseOf(submissionID: string) {
  const [row] = await t.database.db.select().from(donorCareCases).where(eq(donorCareCases.submissionId, submissionID));
  return row;
}

describe('every donor-care request becomes a case', () => {
  it('from the signed-in form: numbered, new, with targets of 1 and 5 business days', async () => {
    const donor = await createDonor(t.database.db, { language: 'es' });
    const { token } = await signIn(t, donor.email ?? '');
    const res = await submit(
      {
        ...fixed,
        eventDate: '2026-06-12',
        locationID: austin,
        shareEmail: true,
        sharePhone: false,
        subject: 'Pago',
        description: '',
        gReCaptchaResponse: await solvedCaptcha(t),
      },
      token,
    );
    const reply = res.json<{ submissionID: string; caseNumber: string }>();
    expect(reply.caseNumber).toMatch(/^DC-\d{5,}$/);
    // TEST_NOW is Monday 2026-06-15, 11 AM in New York.
    expect(await caseOf(reply.submissionID)).toMatchObject({
      status: 'new',
      language: 'es',
      visitorTokenHash: null,
      firstResponseDueAt: new Date('2026-06-16T15:00:00Z'),
      resolutionDueAt: new Date('2026-06-22T15:00:00Z'),
    });
  });

  it('from the visitor form: the visitor gets the number, and an e-mail in their language with a private link that shows the case', async () => {
    const res = await submit(
      {
        ...fixed,
        eventDate: '2026-06-12',
        locationID: houston,
        firstName: 'Lucía',
        lastName: 'Pérez',
        dob: '1991-01-01',
        donorType: 'new',
        primaryEmail: 'lucia@visitor.example',
        confirmEmail: 'lucia@visitor.example',
        primaryPhoneNumber: { countryCode: '1', phoneNumber: '5125550123' },
        subject: 'Horario',
        description: '¿Abren el domingo?',
        gReCaptchaResponse: await solvedCaptcha(t),
      },
      undefined,
      'es',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { caseNumber } = res.json<{ caseNumber: string }>();
    const [mail] = await outbox(t, 'lucia@visitor.example');
    expect(mail).toMatchObject({ template: 'caseReceived', language: 'es' });
    expect(mail?.body).toContain(caseNumber);
    const token = /\/donorcare\/case\?token=([\w%-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeDefined();
    const view = await t.call('donorCare/getVisitorCase', { token: decodeURIComponent(token ?? '') });
    expect(view.json()).toMatchObject({ case: { number: caseNumber, status: 'new', subject: 'Horario', replies: [] } });
    const wrong = await t.call('donorCare/getVisitorCase', { token: `${decodeURIComponent(token ?? '')}x` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'caseNotFound' });
  });

  it('from the chatbot: the request the chat sends opens a case too', async () => {
    const donor = await createDonor(t.database.db);
    const { token } = await signIn(t, donor.email ?? '');
    const started = await t.app.inject({
      method: 'POST',
      url: chatbotUrls.start,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '{}',
    });
    const { chatlogID } = started.json<{ chatlogID: string }>();
    const res = await submit(
      {
        ...fixed,
        chatlogID,
        shareEmail: true,
        sharePhone: true,
        subject: 'From the chat',
        description: '',
        gReCaptchaResponse: await solvedCaptcha(t),
      },
      token,
    );
    const { submissionID } = res.json<{ submissionID: string }>();
    const opened = await caseOf(submissionID);
    expect(opened?.status).toBe('new');
    const detail = await t.call('cases/getCase', { caseId: opened?.id ?? '' }, { token: care.token });
    expect(detail.json()).toMatchObject({ case: { channel: 'chatbot', subject: 'From the chat' } });
  });
});

describe('the queue', () => {
  it('pages, sorts and filters by status, center, assignee and overdue within the caller’s scope', async () => {
    const early = new Date('2026-06-01T14:00:00Z');
    const old = await createCase(t.database.db, t.config, { locationId: austin, subject: 'Old Austin', createdAt: early });
    const fresh = await createCase(t.database.db, t.config, { locationId: austin, subject: 'Fresh Austin' });
    const other = await createCase(t.database.db, t.config, { locationId: houston, subject: 'Houston' });
    await t.call('cases/assign', { caseId: fresh.id, assigneeId: care.id }, { token: care.token });

    const overdue = await t.call('cases/getQueue', { overdue: true, centerId: austin, pageSize: 50 }, { token: care.token });
    const overdueRows = overdue.json<{ cases: { id: string; overdue: boolean }[] }>().cases;
    expect(overdueRows.map((r) => r.id)).toContain(old.id);
    expect(overdueRows.map((r) => r.id)).not.toContain(fresh.id);
    expect(overdueRows.every((r) => r.overdue)).toBe(true);

    const mine = await t.call('cases/getQueue', { assignee: 'me' }, { token: care.token });
    expect(mine.json()).toMatchObject({ total: 1, cases: [{ id: fresh.id, assignee: { id: care.id } }] });
    const unassignedAustin = await t.call(
      'cases/getQueue',
      { assignee: 'unassigned', centerId: austin, status: 'new' },
      { token: care.token },
    );
    expect(unassignedAustin.json<{ cases: { id: string }[] }>().cases.map((r) => r.id)).not.toContain(fresh.id);

    const pageOne = await t.call('cases/getQueue', { pageSize: 10, page: 1, sort: 'number', direction: 'asc' }, { token: care.token });
    const body = pageOne.json<{ total: number; cases: { number: string }[] }>();
    expect(body.total).toBeGreaterThanOrEqual(6);
    expect(body.cases.map((c) => c.number)).toEqual([...body.cases.map((c) => c.number)].sort());
    const pageTwo = await t.call('cases/getQueue', { pageSize: 10, page: 2 }, { token: care.token });
    expect(pageTwo.json<{ cases: unknown[] }>().cases).toHaveLength(Math.max(0, Math.min(10, body.total - 10)));

    const managerQueue = await t.call('cases/getQueue', { pageSize: 50 }, { token: manager.token });
    const managerIds = managerQueue.json<{ cases: { id: string }[]; centers: { id: number }[] }>();
    expect(managerIds.cases.map((r) => r.id)).toEqual(expect.arrayContaining([old.id, fresh.id]));
    expect(managerIds.cases.map((r) => r.id)).not.toContain(other.id);
    expect(managerIds.centers.map((c) => c.id)).toEqual([austin]);
  });

  it('refuses bad filters with 400 naming the fields', async () => {
    const res = await t.call('cases/getQueue', { pageSize: 7, status: 'lost', assignee: 'someone' } as never, { token: care.token });
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ fields: { path: string }[] }>().fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['params.pageSize', 'params.status', 'params.assignee']));
  });

  it('counts today’s cases by status and the overdue ones on the dashboard, per scope', async () => {
    const res = await t.call('cases/getDashboard', {}, { token: manager.token });
    const body = res.json<{ today: { status: string; count: number }[]; overdue: number }>();
    expect(body.today.map((s) => s.status)).toEqual(['new', 'in_progress', 'waiting_on_donor', 'resolved', 'closed']);
    expect(body.overdue).toBeGreaterThanOrEqual(1);
    const houstonBoard = await t.call('cases/getDashboard', {}, { token: houstonStaff.token });
    expect(houstonBoard.json<{ overdue: number }>().overdue).toBe(0);
  });
});

describe('center scoping', () => {
  it('answers 404 to a center role for every read and write of another center’s case', async () => {
    const houstonCase = await createCase(t.database.db, t.config, { locationId: houston });
    const caseId = houstonCase.id;
    const calls: [ServiceKey, Record<string, unknown>][] = [
      ['cases/getCase', { caseId }],
      ['cases/assign', { caseId, assigneeId: null }],
      ['cases/changeStatus', { caseId, status: 'in_progress' }],
      ['cases/addNote', { caseId, body: 'Note' }],
      ['cases/reply', { caseId, body: 'Hello' }],
      ['cases/escalate', { caseId, reason: 'Complaint' }],
    ];
    for (const [key, params] of calls) {
      const res = await t.call(key, params as never, { token: manager.token });
      expect(res.statusCode, key).toBe(404);
      expect(res.json(), key).toMatchObject({ code: 'caseNotFound' });
    }
    expect((await t.call('cases/getCase', { caseId }, { token: houstonStaff.token })).statusCode).toBe(200);
  });

  it('takes an escalated case out of the center roles’ queue and out of their center assignee’s hands', async () => {
    const complaint = await createCase(t.database.db, t.config, { locationId: austin, subject: 'About the manager' });
    expect((await t.call('cases/assign', { caseId: complaint.id, assigneeId: manager.id }, { token: manager.token })).statusCode).toBe(200);
    const escalated = await t.call(
      'cases/escalate',
      { caseId: complaint.id, reason: 'Complaint about the center' },
      { token: manager.token },
    );
    expect(escalated.statusCode, escalated.body).toBe(200);
    expect((await t.call('cases/getCase', { caseId: complaint.id }, { token: manager.token })).statusCode).toBe(404);
    const queue = await t.call('cases/getQueue', { pageSize: 50 }, { token: manager.token });
    expect(queue.json<{ cases: { id: string }[] }>().cases.map((c) => c.id)).not.toContain(complaint.id);
    const seen = await t.call('cases/getCase', { caseId: complaint.id }, { token: care.token });
    expect(seen.json()).toMatchObject({
      case: { escalated: true, assignee: null, notes: [expect.objectContaining({ body: 'Complaint about the center' })] },
    });
    expect(seen.json<{ assignees: { id: string }[] }>().assignees.map((a) => a.id)).not.toContain(manager.id);
    const back = await t.call('cases/assign', { caseId: complaint.id, assigneeId: manager.id }, { token: care.token });
    expect(back.json()).toMatchObject({ status: 400, code: 'caseAssigneeInvalid' });
  });
});

describe('a case worked end to end', () => {
  it('reply: e-mailed in the donor’s language, read in My requests without notes, answered by the donor, audited', async () => {
    const donor = await createDonor(t.database.db, { language: 'es', homeLocationId: austin });
    const { token } = await signIn(t, donor.email ?? '');
    await createVisit(t.database.db, { donorId: donor.id, locationId: austin, checkinAt: new Date('2026-06-10T16:00:00Z') });
    await t.database.db.insert(donorDeferrals).values({
      donorId: donor.id,
      code: 'LOW_IRON',
      reason: { en: 'Low iron', es: 'Hierro bajo' },
      deferredAt: new Date('2026-06-10T17:00:00Z'),
      until: '2026-07-01',
    });
    const earlier = await createCase(t.database.db, t.config, {
      donorId: donor.id,
      locationId: austin,
      email: donor.email,
      subject: 'Earlier',
    });
    const opened = await createCase(t.database.db, t.config, {
      donorId: donor.id,
      locationId: austin,
      email: donor.email,
      subject: 'Tarjeta',
    });

    const detail = await t.call('cases/getCase', { caseId: opened.id }, { token: manager.token });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      case: { status: 'new', channel: 'signedIn', center: { id: austin } },
      donor: {
        id: donor.id,
        lastVisits: [expect.objectContaining({ center: 'Demo Plasma Austin North' })],
        activeDeferral: { reason: 'Low iron', until: '2026-07-01' },
        previousCases: [expect.objectContaining({ id: earlier.id })],
      },
    });
    const readRows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cases/getCase'), eq(auditLog.objectId, opened.id)));
    expect(readRows).toEqual([expect.objectContaining({ staffId: manager.id, donorId: donor.id })]);

    expect(
      (await t.call('cases/addNote', { caseId: opened.id, body: 'Internal: check the card' }, { token: manager.token })).statusCode,
    ).toBe(200);
    const replied = await t.call('cases/reply', { caseId: opened.id, body: 'Ya revisamos tu tarjeta.' }, { token: manager.token });
    expect(replied.statusCode, replied.body).toBe(200);

    const [mail] = await outbox(t, donor.email ?? '');
    expect(mail).toMatchObject({ template: 'caseReply', language: 'es' });
    expect(mail?.subject).toContain('Respondimos tu solicitud');
    expect(mail?.body).toContain('Ya revisamos tu tarjeta.');
    expect(mail?.body).toContain('https://portal.test/contact');

    const mine = await t.call('donorCare/getMyCases', {}, { token });
    expect(mine.statusCode).toBe(200);
    const mineText = mine.body;
    expect(mineText).not.toContain('Internal: check the card');
    expect(mine.json()).toMatchObject({
      cases: [
        { id: opened.id, status: 'waiting_on_donor', replies: [{ author: 'staff', body: 'Ya revisamos tu tarjeta.' }] },
        { id: earlier.id },
      ],
    });

    const answer = await t.call('donorCare/replyToCase', { caseId: opened.id, body: 'Gracias, ya funciona.' }, { token });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await t.call('cases/getCase', { caseId: opened.id }, { token: care.token });
    expect(after.json()).toMatchObject({
      case: {
        status: 'in_progress',
        firstRespondedAt: TEST_NOW,
        replies: [{ author: 'staff' }, { author: 'donor', body: 'Gracias, ya funciona.' }],
        notes: [{ body: 'Internal: check the card' }],
      },
    });

    expect((await t.call('cases/changeStatus', { caseId: opened.id, status: 'closed' }, { token: care.token })).statusCode).toBe(200);
    const late = await t.call('donorCare/replyToCase', { caseId: opened.id, body: 'Una cosa más' }, { token });
    expect(late.json()).toMatchObject({ status: 409, code: 'caseClosedForReplies' });

    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, opened.id));
    expect(rows.map((r) => r.action).sort()).toEqual(
      ['cases/addNote', 'cases/changeStatus', 'cases/getCase', 'cases/getCase', 'cases/reply'].sort(),
    );
    expect(rows.find((r) => r.action === 'cases/changeStatus')).toMatchObject({
      before: { status: 'in_progress' },
      after: { status: 'closed' },
    });
  });

  it('keeps a donor out of another donor’s case (404) and refuses empty messages with 400 naming the field', async () => {
    const owner = await createDonor(t.database.db);
    const stranger = await createDonor(t.database.db);
    const { token } = await signIn(t, stranger.email ?? '');
    const theirs = await createCase(t.database.db, t.config, { donorId: owner.id, locationId: austin });
    const res = await t.call('donorCare/replyToCase', { caseId: theirs.id, body: 'Hi' }, { token });
    expect(res.statusCode).toBe(404);
    expect((await t.call('donorCare/getMyCases', {}, { token })).json()).toMatchObject({ cases: [] });
    const empty = await t.call('donorCare/replyToCase', { caseId: 'not-a-uuid', body: '  ' }, { token });
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json<{ fields: { path: string }[] }>()
        .fields.map((f) => f.path)
        .sort(),
    ).toEqual(['params.body', 'params.caseId']);
    const staffEmpty = await t.call('cases/reply', { caseId: theirs.id, body: '', nextStatus: 'open' } as never, { token: care.token });
    expect(
      staffEmpty
        .json<{ fields: { path: string }[] }>()
        .fields.map((f) => f.path)
        .sort(),
    ).toEqual(['params.body', 'params.nextStatus']);
  });

  it('e-mails a visitor’s reply with their private link', async () => {
    const visitor = await createCase(t.database.db, t.config, { locationId: houston, email: 'walkin@visitor.example', language: 'en' });
    expect((await t.call('cases/reply', { caseId: visitor.id, body: 'We open at 8.' }, { token: houstonStaff.token })).statusCode).toBe(
      200,
    );
    const [mail] = await outbox(t, 'walkin@visitor.example');
    expect(mail).toMatchObject({ template: 'caseReply', language: 'en' });
    expect(mail?.body).toContain(`/donorcare/case?token=${encodeURIComponent(visitor.visitorToken ?? '')}`);
    const view = await t.call('donorCare/getVisitorCase', { token: visitor.visitorToken ?? '' });
    expect(view.json()).toMatchObject({ case: { status: 'waiting_on_donor', replies: [{ author: 'staff', body: 'We open at 8.' }] } });
  });

  it('refuses content editors with 403', async () => {
    const editor = await staff('content_editor');
    const res = await t.call('cases/getQueue', {}, { token: editor.token });
    expect(res.json()).toMatchObject({ status: 403, code: 'staffRoleRefused' });
  });

  it('keeps every request with its case (no request without one)', async () => {
    const requests = await t.database.db.select({ id: donorCareSubmissions.id }).from(donorCareSubmissions);
    for (const request of requests) expect(await caseOf(request.id), request.id).toBeDefined();
  });
});
