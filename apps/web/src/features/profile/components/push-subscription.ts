/** What this browser can do about push: subscribe, only once added to the home screen (an iPhone or iPad), or nothing. */
export type PushSupport = 'supported' | 'addToHomeScreen' | 'unsupported';

export function pushSupport(): PushSupport {
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (capable) return 'supported';
  // Safari on iOS offers push only to an app added to the home screen, which then runs standalone.
  const appleMobile = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const standalone = window.matchMedia('(display-mode: standalone)').matches;
  return appleMobile && !standalone ? 'addToHomeScreen' : 'unsupported';
}

export type SubscribeResult =
  | { kind: 'subscribed'; endpoint: string; keys: { p256dh: string; auth: string } }
  | { kind: 'denied' }
  | { kind: 'failed' };

/**
 * Asks the browser's permission (only now, on the donor's tap) and subscribes this browser with the portal's VAPID key.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<SubscribeResult> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { kind: 'denied' };
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return { kind: 'failed' };
    return { kind: 'subscribed', endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
  } catch {
    return { kind: 'failed' };
  }
}

/** Ends this browser's subscription (its row is removed on the server by the caller). */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
