import { describe, expect, it } from 'vitest';
import { notificationTarget, openNotificationTarget, type WindowClientLike } from './notification-click';

const origin = 'https://portal.test';

function windowAt(url: string) {
  const calls: string[] = [];
  const client: WindowClientLike = {
    url,
    focus: async () => calls.push('focus'),
    navigate: async (to: string) => calls.push(`navigate ${to}`),
  };
  return { client, calls };
}

describe('notificationTarget', () => {
  it('is the portal page the payload names, and the home page for anything else', () => {
    expect(notificationTarget({ url: '/appointments' }, origin)).toBe('https://portal.test/appointments');
    expect(notificationTarget({ url: '/contact?tab=requests' }, origin)).toBe('https://portal.test/contact?tab=requests');
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 42, undefined]) {
      expect(notificationTarget({ url }, origin)).toBe('https://portal.test/');
    }
    expect(notificationTarget(null, origin)).toBe('https://portal.test/');
  });
});

describe('openNotificationTarget', () => {
  it('focuses an open window of the portal and shows it the page', async () => {
    const other = windowAt('https://elsewhere.example/');
    const portal = windowAt('https://portal.test/rewards');
    const opened: string[] = [];
    await openNotificationTarget(
      { url: '/appointments' },
      { origin, windows: async () => [other.client, portal.client], openWindow: async (url) => opened.push(url) },
    );
    expect(portal.calls).toEqual(['focus', 'navigate https://portal.test/appointments']);
    expect(other.calls).toEqual([]);
    expect(opened).toEqual([]);
  });

  it('only focuses a window already on the page, and opens a new window when none is open', async () => {
    const portal = windowAt('https://portal.test/appointments');
    await openNotificationTarget({ url: '/appointments' }, { origin, windows: async () => [portal.client], openWindow: async () => null });
    expect(portal.calls).toEqual(['focus']);
    const opened: string[] = [];
    await openNotificationTarget({ url: '/contact' }, { origin, windows: async () => [], openWindow: async (url) => opened.push(url) });
    expect(opened).toEqual(['https://portal.test/contact']);
  });
});
