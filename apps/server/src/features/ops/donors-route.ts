import { formatMessage, type Language } from '@portal/contract';
import type { DonorFieldGroup, DonorRecord, putDonorRoute } from '@portal/contract/services/ops/donors';
import { eq } from 'drizzle-orm';
import { donors, locations } from '../../db/schema/index';
import { defaultCommunicationPreferences } from '../../domain/communication-preferences';
import { refusesContactData, type ClosedAccountField } from '../../domain/account-closure';
import { recordConsentChanges } from '../../domain/consent-records';
import { lastDonorConsentChange } from '../../domain/donor-choice-changes';
import { changedGroups, groupsIn, groupValues, lastPortalChanges, recordDonorFieldChanges } from '../../domain/donor-field-changes';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import { recordSentDeferral } from './donor-deferral';
import { ServiceError } from '../../lib/service-error';
import type { RestRoute } from '../../plugins/calls/rest-route';

type DonorValues = Partial<typeof donors.$inferInsert>;

const refusedWhenClosed: readonly DonorFieldGroup[] = [
  'email',
  'phone',
  'address',
  'communicationPreferences',
] satisfies readonly ClosedAccountField[];
const isRefusedWhenClosed = (group: DonorFieldGroup): group is ClosedAccountField => refusedWhenClosed.includes(group);

/** The donor's columns as the center sends them; the preferences only when sent (null: the portal's stay). */
function centerValues(body: DonorRecord): DonorValues {
  return {
    firstName: body.firstName,
    middleName: body.middleName,
    lastName: body.lastName,
    birthDate: body.birthDate,
    idenTypeId: body.identity.typeId,
    identLast4: body.identity.last4,
    email: body.email?.toLowerCase() ?? null,
    phoneCountryCode: body.phone ? '1' : null,
    phoneNumber: body.phone,
    ...(body.address
      ? {
          addressLine1: body.address.addressLine1,
          addressLine2: body.address.addressLine2,
          city: body.address.city,
          stateCode: body.address.state,
          zipCode: body.address.zipCode,
        }
      : {}),
    homeLocationId: body.homeLocationID,
    status: body.status,
    language: body.language,
    ...(body.communicationPreferences ? { communicationPreferences: body.communicationPreferences } : {}),
  };
}

function fieldError(
  lang: Language,
  status: number,
  code: 'birthDateInvalid' | 'locationNotFound' | 'alreadyExists' | 'donorDeferralUntilInvalid',
  path: string,
): ServiceError {
  return new ServiceError(status, code, {}, { fields: [{ path, code, message: formatMessage(lang, code) }] });
}

/**
 * `PUT /api/ops/donors/{donorNumber}`: a donor the center knows, created (201) or updated (200). Per group of details
 * the newer change wins: a donor's own portal edit newer than the center's `changedAt` is kept, and each side's change
 * is recorded (`donor_field_changes`; for the choices, any consent change not the center's counts as the donor's);
 * choices the center sends go into the consent history with the center as source. A closed account takes no contact
 * data and no choices (the refusal recorded).
 * A deferral sent with the donor is recorded as a visit's is (`recordSentDeferral`). A donor created here has no
 * password: they register in the portal as an existing donor.
 */
export const putDonorRouteHandler: RestRoute<typeof putDonorRoute> = (services) => {
  return async ({ ctx, params, body, reply, apiClient, requireCenter, audit }) => {
    const now = services.clock.now();
    if (body.birthDate > now.toISOString().slice(0, 10)) throw fieldError(ctx.lang, 400, 'birthDateInvalid', 'birthDate');
    if (body.deferral?.until != null && body.deferral.until <= body.changedAt.slice(0, 10)) {
      throw fieldError(ctx.lang, 400, 'donorDeferralUntilInvalid', 'deferral.until');
    }
    if (body.homeLocationID !== null) {
      await requireCenter(body.homeLocationID);
      const [center] = await services.db.select({ id: locations.id }).from(locations).where(eq(locations.id, body.homeLocationID));
      if (!center) throw fieldError(ctx.lang, 400, 'locationNotFound', 'homeLocationID');
    }
    // A client limited to some centers may not take over a donor of another center.
    const [held] = await services.db.select({ home: donors.homeLocationId }).from(donors).where(eq(donors.donorNumber, params.donorNumber));
    if (held?.home != null && held.home !== body.homeLocationID) await requireCenter(held.home);
    const changedAt = new Date(body.changedAt);
    const sent = centerValues(body);
    const clientId = apiClient?.id ?? null;
    try {
      const outcome = await services.db.transaction(async (tx) => {
        const [before] = await tx.select().from(donors).where(eq(donors.donorNumber, params.donorNumber)).for('update');
        if (!before) {
          const preferences = body.communicationPreferences ?? defaultCommunicationPreferences;
          const [row] = await tx
            .insert(donors)
            .values({
              ...sent,
              donorNumber: params.donorNumber,
              firstName: body.firstName,
              lastName: body.lastName,
              status: body.status,
              communicationPreferences: preferences,
            })
            .returning({ id: donors.id });
          if (!row) throw new Error('donor insert returned no row');
          const applied = groupsIn(sent);
          await recordDonorFieldChanges(tx, row.id, 'center', applied, changedAt, clientId);
          await recordConsentChanges(tx, row.id, null, preferences, now, { source: 'center' });
          const deferralRecorded = body.deferral ? await recordSentDeferral(tx, services.clock, row.id, body.deferral, changedAt) : false;
          return {
            donorId: row.id,
            created: true,
            deferralRecorded,
            applied,
            keptPortal: [] as DonorFieldGroup[],
            refusedClosed: [] as DonorFieldGroup[],
          };
        }
        // A center's record older than the donor's edit of a group leaves that group as the donor wrote it; for the
        // choices, her edit is any change of them she made herself (profile, unsubscribe link, STOP text, staff on her
        // request), read from her consent history.
        const portal = await lastPortalChanges(tx, before.id);
        const ownChoices = await lastDonorConsentChange(tx, before.id);
        if (ownChoices && ownChoices > (portal.get('communicationPreferences') ?? new Date(0))) {
          portal.set('communicationPreferences', ownChoices);
        }
        const differing = changedGroups(before, sent);
        // A closed portal account takes no contact data and no choices from the centers (issue 34): refused, and the
        // refusal recorded.
        const closedFields = before.closedAt ? differing.filter(isRefusedWhenClosed) : [];
        const refusedClosed: DonorFieldGroup[] = (await refusesContactData(tx, before.id, closedFields, 'center-sync', now))
          ? closedFields
          : [];
        const keptPortal = differing.filter(
          (group) => !refusedClosed.includes(group) && (portal.get(group)?.getTime() ?? -Infinity) > changedAt.getTime(),
        );
        const applied = differing.filter((group) => !keptPortal.includes(group) && !refusedClosed.includes(group));
        const update = Object.assign({}, ...applied.map((group) => groupValues(group, sent))) as DonorValues;
        if (applied.length > 0) await tx.update(donors).set(update).where(eq(donors.id, before.id));
        await recordDonorFieldChanges(tx, before.id, 'center', applied, changedAt, clientId);
        if (applied.includes('communicationPreferences') && body.communicationPreferences) {
          await recordConsentChanges(tx, before.id, before.communicationPreferences, body.communicationPreferences, now, {
            source: 'center',
          });
        }
        const deferralRecorded = body.deferral ? await recordSentDeferral(tx, services.clock, before.id, body.deferral, changedAt) : false;
        return { donorId: before.id, created: false, applied, keptPortal, refusedClosed, deferralRecorded };
      });
      audit({
        donorId: outcome.donorId,
        objectType: 'donor',
        objectId: params.donorNumber,
        after: {
          applied: outcome.applied,
          keptPortal: outcome.keptPortal,
          refusedClosed: outcome.refusedClosed,
          ...(outcome.deferralRecorded ? { deferral: body.deferral } : {}),
        },
      });
      void reply.status(outcome.created ? 201 : 200);
      return {
        status: 200 as const,
        created: outcome.created,
        donorNumber: params.donorNumber,
        applied: outcome.applied,
        keptPortal: outcome.keptPortal,
        refusedClosed: outcome.refusedClosed,
        deferralRecorded: outcome.deferralRecorded,
      };
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'donors_email_unique') throw fieldError(ctx.lang, 409, 'alreadyExists', 'email');
      throw error;
    }
  };
};
