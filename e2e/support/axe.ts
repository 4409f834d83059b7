import type { Page } from '@playwright/test';
import axe, { type ImpactValue, type RunOptions } from 'axe-core';

/** What a check reports of each violation: enough to name it and find its elements. */
export interface Violation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  targets: string[];
}

type AxeWindow = Window & { axe?: typeof axe };

/**
 * Runs axe in the page itself (decision 053), loading it into a document only once: axe's 580 KB set up
 * again for every check, twice a check as `@axe-core/playwright` does in its legacy mode, cost about as much as the
 * check itself. Frames are left out: the app embeds none of its own (a screen that embeds one must check it apart).
 */
export async function axeViolations(page: Page, options: RunOptions): Promise<Violation[]> {
  const loaded = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (runOptions) => {
    const { axe: inPage } = window as AxeWindow;
    if (!inPage) throw new Error('axe did not load in the page');
    const results = await inPage.run(document, { ...runOptions, iframes: false });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? undefined,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
  }, options);
}
