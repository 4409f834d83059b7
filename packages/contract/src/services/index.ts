import type { z } from 'zod';
import { login } from './authentication/login';
import { logout } from './authentication/logout';
import { tokenLogin } from './authentication/token-login';
import { byLocationIds } from './location/by-location-ids';

/** The registry of gateway services: "serviceName/serviceType" -> contract. */
export const services = {
  'authentication/login': login,
  'authentication/tokenLogin': tokenLogin,
  'authentication/logout': logout,
  'location/bylocationids': byLocationIds,
} as const;

export type ServiceKey = keyof typeof services;
export type ServiceParams<K extends ServiceKey> = z.input<(typeof services)[K]['params']>;
export type ParsedParams<K extends ServiceKey> = z.output<(typeof services)[K]['params']>;
export type ServiceReply<K extends ServiceKey> = z.output<(typeof services)[K]['reply']>;
export type ServiceAuthOf<K extends ServiceKey> = (typeof services)[K]['auth'];

export function serviceKey(serviceName: string, serviceType: string): string {
  return `${serviceName}/${serviceType}`;
}

export function isServiceKey(key: string): key is ServiceKey {
  return Object.hasOwn(services, key);
}
