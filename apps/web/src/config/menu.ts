import { paths } from './paths';

/** Sidebar and phone-menu entries: only screens that exist. A feature adds its entry here. */
export const accountMenu = [
  { key: 'home', to: paths.home, icon: 'home' },
  { key: 'appointments', to: paths.appointments, icon: 'calendar' },
  { key: 'donationHistory', to: paths.donationHistory, icon: 'history' },
  { key: 'contact', to: paths.contact, icon: 'contact' },
  { key: 'profile', to: paths.profile, icon: 'user' },
  { key: 'notifications', to: paths.notifications, icon: 'bell' },
  { key: 'prescreening', to: paths.assessment, icon: 'clipboard' },
  { key: 'donatingToday', to: paths.donatingToday, icon: 'droplet' },
  { key: 'donationTips', to: paths.donationTips, icon: 'lightbulb' },
  { key: 'usePoints', to: paths.usePoints, icon: 'gift' },
  { key: 'rewards', to: paths.rewards, icon: 'star' },
] as const;

export type AccountMenuItem = (typeof accountMenu)[number];
