import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Navigation from './navigation';

// The module keeps the router's navigate function: each test starts from a fresh copy, before the router registers.
let navigation: typeof Navigation;
beforeEach(async () => {
  vi.resetModules();
  navigation = await import('./navigation');
});

describe('navigateTo', () => {
  it('moves through the router once it has registered, with the state', () => {
    const navigate = vi.fn();
    navigation.setNavigator(navigate);
    navigation.navigateTo('/login', { reason: 'expired' });
    expect(navigate).toHaveBeenCalledWith('/login', { reason: 'expired' });
  });

  it('keeps a move asked for before the router is ready, state and all, and makes it when the router registers', () => {
    navigation.navigateTo('/login', { reason: 'expired', from: '/profile' });

    const navigate = vi.fn();
    navigation.setNavigator(navigate);
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/login', { reason: 'expired', from: '/profile' });

    // Made once: a router registering again (a remount) does not repeat it.
    const again = vi.fn();
    navigation.setNavigator(again);
    expect(again).not.toHaveBeenCalled();
  });

  it('makes only the last move asked for before the router is ready', () => {
    navigation.navigateTo('/login', { reason: 'unauthorized' });
    navigation.navigateTo('/login', { reason: 'expired' });
    const navigate = vi.fn();
    navigation.setNavigator(navigate);
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/login', { reason: 'expired' });
  });
});
