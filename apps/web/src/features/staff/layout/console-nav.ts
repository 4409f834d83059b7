import type { StaffRole } from '@portal/contract';
import { caseRoles } from '@portal/contract/entities/case-staff';
import { centerDayRoles } from '@portal/contract/entities/booking';
import { staffRoles } from '@portal/contract/entities/staff';
import { visitStaffRoles } from '@portal/contract/entities/staff-visit';
import { messageLogRoles } from '@portal/contract/entities/message-log';
import { anyInsightRole } from '@portal/contract/entities/insights';
import { contentEditors } from '@portal/contract/services/content/roles';

export interface ConsoleNavItem {
  /** Path under /staff ('' is the dashboard). */
  path: string;
  /** Key in the staff catalogue's `nav` group. */
  label:
    | 'home'
    | 'insights'
    | 'appointments'
    | 'schedule'
    | 'bookingRules'
    | 'cases'
    | 'messages'
    | 'closures'
    | 'visits'
    | 'recordVisit'
    | 'news'
    | 'promotions'
    | 'campaigns'
    | 'chatbot'
    | 'documents'
    | 'screening'
    | 'members'
    | 'audit'
    | 'integrations'
    | 'centers'
    | 'settings'
    | 'webhooks';
  /** The roles that see the entry; the services behind the page check the same roles. */
  roles: readonly StaffRole[];
}

/** The console's sections, in menu order. Each feature adds its entry here and its route in staff-section.tsx. */
export const consoleNav: readonly ConsoleNavItem[] = [
  { path: '', label: 'home', roles: staffRoles },
  // Every role has a dashboard of its own (the page shows each role only its views).
  { path: 'insights', label: 'insights', roles: anyInsightRole },
  { path: 'appointments', label: 'appointments', roles: centerDayRoles },
  { path: 'schedule', label: 'schedule', roles: centerDayRoles },
  { path: 'cases', label: 'cases', roles: caseRoles },
  { path: 'messages', label: 'messages', roles: messageLogRoles },
  { path: 'closures', label: 'closures', roles: ['admin', 'donor_care', 'center_manager', 'center_staff'] },
  { path: 'visits', label: 'visits', roles: visitStaffRoles },
  { path: 'visits/new', label: 'recordVisit', roles: visitStaffRoles },
  { path: 'members', label: 'members', roles: ['admin'] },
  { path: 'audit', label: 'audit', roles: ['admin'] },
  { path: 'centers', label: 'centers', roles: ['admin'] },
  { path: 'integrations', label: 'integrations', roles: ['admin'] },
  { path: 'settings', label: 'settings', roles: ['admin'] },
  { path: 'webhooks', label: 'webhooks', roles: ['admin'] },
  { path: 'booking-rules', label: 'bookingRules', roles: ['admin'] },
  { path: 'news', label: 'news', roles: contentEditors },
  { path: 'promotions', label: 'promotions', roles: contentEditors },
  { path: 'campaigns', label: 'campaigns', roles: contentEditors },
  { path: 'chatbot', label: 'chatbot', roles: contentEditors },
  { path: 'documents', label: 'documents', roles: contentEditors },
  { path: 'screening', label: 'screening', roles: contentEditors },
];

/** The entries a role may open. */
export function navFor(role: StaffRole): ConsoleNavItem[] {
  return consoleNav.filter((item) => item.roles.includes(role));
}
