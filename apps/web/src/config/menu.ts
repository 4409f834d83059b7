import { paths } from './paths';

/** Sidebar and phone-menu entries: only screens that exist. A feature adds its entry here. */
export const accountMenu = [
  { key: 'home', to: paths.home, icon: 'home' },
  { key: 'usePoints', to: paths.usePoints, icon: 'gift' },
  { key: 'rewards', to: paths.rewards, icon: 'star' },
] as const;

export type AccountMenuItem = (typeof accountMenu)[number];
