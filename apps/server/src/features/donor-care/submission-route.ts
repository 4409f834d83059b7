import type { donorCareSubmissionRoute } from '@portal/contract';
import { formatCaseNumber, formatMessage, type Language } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { chatLogs, donorCareScreenshots, donorCareSubmissions, donors, locations } from '../../db/schema/index';
import type { RestRoute } from '../../plugins/calls/rest-route';
import { verifyCaptcha } from '../../lib/captcha';
import type { Services } from '../../service-context';
import { donorSubmissionValues, type SubmissionValues } from './donor-submission';
import { decodeScreenshots, type Screenshot } from './screenshots';
import { visitorSubmissionValues } from './visitor-submission';
import { caseLink } from './case-link';
import { openCase, type OpenedCase } from './open-case';

/**
 * Stores the request (and its screenshots; a chat it came from ends with it) and opens its case, in one transaction:
 * no request exists without its case.
 */
async function store(
  services: Services,
  values: SubmissionValues,
  screenshots: Screenshot[],
  language: Language,
): Promise<{ id: string; opened: OpenedCase }> {
  return services.db.transaction(async (tx) => {
    const [row] = await tx.insert(donorCareSubmissions).values(values).returning({ id: donorCareSubmissions.id });
    if (!row) throw new Error('donor-care insert returned no row');
    if (screenshots.length) await tx.insert(donorCareScreenshots).values(screenshots.map((s) => ({ submissionId: row.id, ...s })));
    if (values.chatlogId) {
      await tx
        .update(chatLogs)
        .set({ stoppedAt: values.createdAt })
        .where(and(eq(chatLogs.id, values.chatlogId), isNull(chatLogs.stoppedAt)));
    }
    const opened = await openCase(tx, services.config, {
      submissionId: row.id,
      donorId: values.donorId ?? null,
      language,
      createdAt: values.createdAt,
    });
    return { id: row.id, opened };
  });
}

/** The language a donor's case is answered in: the one they chose for the portal. */
async function donorLanguage(services: Services, donorId: string): Promise<Language> {
  const [donor] = await services.db.select({ language: donors.language }).from(donors).where(eq(donors.id, donorId));
  return donor?.language ?? 'en';
}

/** Hands the request to the care team through the outbox (e-mail to DONOR_CARE_EMAIL). */
async function notifyCareTeam(services: Services, id: string, caseNumber: string, values: SubmissionValues): Promise<void> {
  const [center] = values.locationId
    ? await services.db.select({ name: locations.name }).from(locations).where(eq(locations.id, values.locationId))
    : [];
  const [donor] = values.donorId
    ? await services.db.select({ donorNumber: donors.donorNumber }).from(donors).where(eq(donors.id, values.donorId))
    : [];
  const phone = values.primaryPhoneNumber ? `+${values.primaryPhoneNumber.countryCode} ${values.primaryPhoneNumber.phoneNumber}` : '-';
  await services.messenger.send({
    channel: 'email',
    to: services.config.donorCareEmail,
    template: 'donorCareRequest',
    lang: 'en',
    values: {
      kind: values.donorId ? (values.chatlogId ? 'signed in, from the chatbot' : 'signed in') : `visitor, ${values.donorType ?? ''} donor`,
      submissionId: `${caseNumber} (${id})`,
      name: `${values.firstName} ${values.lastName}`,
      donor: donor?.donorNumber ?? 'no account',
      eventDate: values.eventDate,
      center: center?.name ?? '-',
      email: values.primaryEmail ?? '-',
      phone,
      subject: values.subject,
      description: values.description,
    },
  });
}

/**
 * `POST /api/donor-care/submission` (spec 7): with a bearer token the signed-in variant (spec 2.17),
 * without one the visitor variant (spec 5). The fields are checked first, then the captcha is spent,
 * then the request is stored and sent. Success is `status: 1` (spec 7).
 */
export const donorCareSubmissionRouteHandler: RestRoute<typeof donorCareSubmissionRoute> = (services) => async (call) => {
  const now = services.clock.now();
  let values: SubmissionValues;
  let screenshots: Screenshot[] = [];
  if (call.session !== null) {
    await verifyCaptcha(services, call.body.gReCaptchaResponse);
    values = await donorSubmissionValues(services, call.session.donorId, call.body, now);
  } else {
    screenshots = decodeScreenshots(call.body.screenshots);
    await verifyCaptcha(services, call.body.gReCaptchaResponse);
    values = await visitorSubmissionValues(services, call.body, now);
  }
  const language = call.session !== null ? await donorLanguage(services, call.session.donorId) : call.ctx.lang;
  const { id, opened } = await store(services, values, screenshots, language);
  const caseNumber = formatCaseNumber(opened.number);
  await notifyCareTeam(services, id, caseNumber, values);
  if (opened.visitorToken !== null && values.primaryEmail) {
    await services.messenger.send({
      channel: 'email',
      to: values.primaryEmail,
      template: 'caseReceived',
      lang: language,
      values: {
        name: values.firstName,
        number: caseNumber,
        subject: values.subject,
        link: caseLink(call.ctx.publicUrl, services.config, opened.id, true),
      },
    });
  }
  return { status: 1 as const, message: formatMessage(call.ctx.lang, 'donorCareReceived'), submissionID: id, caseNumber };
};
