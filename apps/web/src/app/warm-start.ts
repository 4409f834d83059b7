import type { i18n as I18n } from 'i18next';
import { paths } from '../config/paths';
import { loadDonorLayout } from './layout/root-layout';
import { loadHomeRoute, loadQueryScope } from './router';

/** The namespaces the home screen and its cards translate with (checked against their code by warm-start.test.ts). */
export const HOME_NAMESPACES = ['home', 'booking', 'deferral', 'prescreening'] as const;

/**
 * A page load with a stored session: the signed-in chrome, react-query's scope and, on `/`, the home screen and its
 * texts start downloading together, before the first render, instead of one after the other as each lazy level
 * renders the next (main bundle → layout → scope → screen → its namespaces: four round trips before the greeting).
 * React's `lazy` asks for the same modules again on render and finds them loaded or on their way. Settles when all
 * have arrived or failed.
 */
export async function warmStart(i18n: I18n, pathname: string): Promise<void> {
  const loads: Promise<unknown>[] = [loadDonorLayout(), loadQueryScope()];
  if (pathname === paths.home) loads.push(loadHomeRoute(), i18n.loadNamespaces([...HOME_NAMESPACES]));
  // A failed load is retried, and reported, by the render that needs it.
  await Promise.allSettled(loads);
}
