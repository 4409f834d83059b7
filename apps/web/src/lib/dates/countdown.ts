import { COUNTDOWN_TICK_MS } from '@portal/contract/constants';
import { useEffect, useState } from 'react';

/** Whole seconds until `targetMs` (never negative), rounded up so "0:00" shows only when the wait is over. */
export function secondsUntil(targetMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
}

/** `m:ss`, the resend wait as the code screens show it (5 minutes: "5:00"). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** Seconds left until `targetMs`, re-rendering every tick (spec 9: countdown tick 1 s) until it reaches 0. */
export function useSecondsUntil(targetMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (targetMs === null) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= targetMs) window.clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [targetMs]);
  return targetMs === null ? 0 : secondsUntil(targetMs, now);
}
