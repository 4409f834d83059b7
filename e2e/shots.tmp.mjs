import { chromium } from '@playwright/test';
const [,, tag, lang = 'es', ...routes] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const ctx = await browser.newContext({ viewport: { width: Number(process.env.W ?? 390), height: 844 }, locale: lang === 'es' ? 'es-US' : 'en-US' });
const page = await ctx.newPage();
const base = 'http://127.0.0.1:3333';
await page.goto(base + '/login');
await page.locator('input[autocomplete=username]').fill(process.env.USER_EMAIL ?? 'donor@example.com');
await page.locator('input[autocomplete=current-password]').fill('Plasma#2026');
await page.locator('button[type=submit]').click();
await page.waitForURL(base + '/');
for (const r of routes) {
  await page.goto(base + r);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const name = `/tmp/i13p-shots/${tag}-${lang}-${r.replace(/\W+/g, '_') || 'home'}.png`;
  await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
  const sw = await page.evaluate(() => [document.scrollingElement.scrollWidth, document.scrollingElement.scrollHeight]);
  console.log(name, sw);
}
await browser.close();
