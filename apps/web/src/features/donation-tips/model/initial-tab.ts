export const donatingTodayTabs = ['before', 'during', 'after'] as const;
export type DonatingTodayTab = (typeof donatingTodayTabs)[number];

export function isDonatingTodayTab(value: unknown): value is DonatingTodayTab {
  return typeof value === 'string' && (donatingTodayTabs as readonly string[]).includes(value);
}

/** Spec 2.9: navigation state `{ tab: 'during' }` opens that tab first; anything else opens Before. */
export function initialTab(state: unknown): DonatingTodayTab {
  const tab = typeof state === 'object' && state !== null && 'tab' in state ? state.tab : undefined;
  return isDonatingTodayTab(tab) ? tab : 'before';
}
