import { apiClientRefusedAction } from '@portal/contract/entities/api-clients';
import { passkeySignInAuditAction, providerAuditActions } from '@portal/contract/entities/staff';
import { isStaffAuth } from '@portal/contract/gateway';
import { services, type ServiceKey } from '@portal/contract/services/index';
import { restRoutes } from '@portal/contract/services/rest-routes';
import type en from '../../../../i18n/en/staff.json';

type ActionName = keyof (typeof en)['audit']['actions'];

/**
 * Every action the trail can hold: the staff mutations and audited staff reads of the registry, the provider's sign-ins,
 * passkey sign-ins, and the API clients' calls and refusals.
 */
export const auditedActions: string[] = [
  ...(Object.keys(services) as ServiceKey[]).filter((key) => {
    const contract = services[key];
    return isStaffAuth(contract.auth) && (contract.kind === 'mutation' || contract.auditRead === true);
  }),
  ...providerAuditActions,
  passkeySignInAuditAction,
  ...restRoutes.flatMap((route) => (route.auditAction ? [route.auditAction] : [])),
  apiClientRefusedAction,
].sort();

/** The catalogue key of an action's words ("Deactivated a staff member"); the service key itself stays in the CSV export. */
export const actionLabelKey = (action: string) => `audit.actions.${action as ActionName}` as const;
