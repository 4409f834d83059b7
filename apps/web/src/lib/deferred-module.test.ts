import { describe, expect, it } from 'vitest';
import { deferredModule } from './deferred-module';

describe('deferredModule', () => {
  it('downloads once for every caller and keeps what arrived', async () => {
    let downloads = 0;
    const menu = deferredModule(async () => {
      downloads += 1;
      return { Menu: 'menu' };
    });
    expect(menu.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([menu.load(), menu.load()]);
    expect(first).toBe(second);
    expect(await menu.load()).toBe(first);
    expect(menu.loaded()).toBe(first);
    expect(downloads).toBe(1);
  });

  it('tries a failed download again when next asked for', async () => {
    let downloads = 0;
    const menu = deferredModule(async () => {
      downloads += 1;
      if (downloads === 1) throw new Error('offline');
      return { Menu: 'menu' };
    });
    await expect(menu.load()).rejects.toThrow('offline');
    expect(menu.loaded()).toBeUndefined();
    await expect(menu.load()).resolves.toEqual({ Menu: 'menu' });
    expect(downloads).toBe(2);
  });
});
