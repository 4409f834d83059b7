// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.
import type { z } from 'zod';
import { authenticationServices } from './authentication/index';
import { bookingServices } from './booking/index';
import { centersServices } from './centers/index';
import { contentServices } from './content/index';
import { deferralServices } from './deferral/index';
import { donationHistoryServices } from './donation-history/index';
import { donationTipsServices } from './donation-tips/index';
import { donorCareServices } from './donor-care/index';
import { insightsServices } from './insights/index';
import { integrationsServices } from './integrations/index';
import { notificationsServices } from './notifications/index';
import { outboxServices } from './outbox/index';
import { passkeysServices } from './passkeys/index';
import { passwordResetServices } from './password-reset/index';
import { prescreeningServices } from './prescreening/index';
import { profileServices } from './profile/index';
import { publicLinksServices } from './public-links/index';
import { recordsServices } from './records/index';
import { referralServices } from './referral/index';
import { registrationServices } from './registration/index';
import { rewardsServices } from './rewards/index';
import { screeningContentServices } from './screening-content/index';
import { staffServices } from './staff/index';
import { staffVisitsServices } from './staff-visits/index';
import { webhooksServices } from './webhooks/index';

/** The registry of gateway services: "serviceName/serviceType" -> contract, one slice per feature. */
export const services = {
  ...authenticationServices,
  ...bookingServices,
  ...centersServices,
  ...contentServices,
  ...deferralServices,
  ...donationHistoryServices,
  ...donationTipsServices,
  ...donorCareServices,
  ...insightsServices,
  ...integrationsServices,
  ...notificationsServices,
  ...outboxServices,
  ...passkeysServices,
  ...passwordResetServices,
  ...prescreeningServices,
  ...profileServices,
  ...publicLinksServices,
  ...recordsServices,
  ...referralServices,
  ...registrationServices,
  ...rewardsServices,
  ...screeningContentServices,
  ...staffServices,
  ...staffVisitsServices,
  ...webhooksServices,
} as const;

export type ServiceKey = keyof typeof services;
export type ServiceParams<K extends ServiceKey> = z.input<(typeof services)[K]['params']>;
export type ParsedParams<K extends ServiceKey> = z.output<(typeof services)[K]['params']>;
export type ServiceReply<K extends ServiceKey> = z.output<(typeof services)[K]['reply']>;
export type ServiceAuthOf<K extends ServiceKey> = (typeof services)[K]['auth'];
export type ServiceKindOf<K extends ServiceKey> = (typeof services)[K]['kind'];
/** The services that only read: the ones the web caches and invalidates. */
export type QueryServiceKey = { [K in ServiceKey]: ServiceKindOf<K> extends 'query' ? K : never }[ServiceKey];
export type MutationServiceKey = Exclude<ServiceKey, QueryServiceKey>;
/** The services called with a staff member's token: their auth names staff roles (`isStaffAuth`). */
export type StaffServiceKey = { [K in ServiceKey]: ServiceAuthOf<K> extends { staff: readonly string[] } ? K : never }[ServiceKey];

export function serviceKey(serviceName: string, serviceType: string): string {
  return `${serviceName}/${serviceType}`;
}

export function isServiceKey(key: string): key is ServiceKey {
  return Object.hasOwn(services, key);
}
