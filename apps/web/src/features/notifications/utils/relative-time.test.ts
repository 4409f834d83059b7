import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en/notifications.json';
import es from '../../../i18n/es/notifications.json';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-22T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe('relativeTime (spec 9)', () => {
  it.each([
    [0, 'just now', 'justo ahora'],
    [59 * S, 'just now', 'justo ahora'],
    [60 * S, '1 minute ago', 'hace 1 minuto'],
    [2 * MIN, '2 minutes ago', 'hace 2 minutos'],
    [59 * MIN + 59 * S, '59 minutes ago', 'hace 59 minutos'],
    [H, '1 hour ago', 'hace 1 hora'],
    [23 * H + 59 * MIN, '23 hours ago', 'hace 23 horas'],
    [D, '1 day ago', 'hace 1 día'],
    [29 * D + 23 * H, '29 days ago', 'hace 29 días'],
  ])('%i ms ago reads "%s" / "%s"', (elapsed, english, spanish) => {
    expect(relativeTime(ago(elapsed), now, 'en', en.time)).toBe(english);
    expect(relativeTime(ago(elapsed), now, 'es', es.time)).toBe(spanish);
  });

  it('shows the full date from 30 days on, in each language', () => {
    expect(relativeTime(ago(30 * D), now, 'en', en.time, 'UTC')).toBe('October 23, 2026');
    expect(relativeTime(ago(30 * D), now, 'es', es.time, 'UTC')).toBe('23 de octubre de 2026');
  });

  it('reads a time slightly in the future as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * S).toISOString(), now, 'en', en.time)).toBe('just now');
  });
});
