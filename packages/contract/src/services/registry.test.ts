import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isStaffAuth } from '../gateway';
import { credentialServiceKeys } from './credential-service-keys';
import { staffServiceKeys } from './staff-service-keys';
import { serviceKey, services, type ServiceKey } from './index';
import { restRoutes } from './rest-routes';

const servicesDir = import.meta.dirname;
const featureFolders = readdirSync(servicesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature's contract files, at its root and in its areas (`<feature>/<area>/<file>.ts`), as paths inside the feature. */
function contractFiles(feature: string): string[] {
  return readdirSync(join(servicesDir, feature), { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts',
  );
}

describe('the service registry', () => {
  it('keys every contract by its own serviceName/serviceType', () => {
    for (const [key, contract] of Object.entries(services)) {
      expect(serviceKey(contract.serviceName, contract.serviceType), key).toBe(key);
    }
  });

  it('holds each feature folder’s slice, and every contract of a folder is in its slice', async () => {
    const seen = new Set<string>();
    for (const feature of featureFolders) {
      // A folder of REST contracts only (contact) has no gateway slice.
      const sliceFile = join(servicesDir, feature, 'index.ts');
      const sliceModule = existsSync(sliceFile)
        ? ((await import(pathToFileURL(sliceFile).href)) as Record<string, Record<string, unknown>>)
        : {};
      const slice = Object.values(sliceModule)[0] ?? {};
      for (const file of contractFiles(feature)) {
        const module = (await import(pathToFileURL(join(servicesDir, feature, file)).href)) as Record<string, unknown>;
        for (const value of Object.values(module)) {
          if (!isContract(value)) continue;
          const key = serviceKey(value.serviceName, value.serviceType);
          expect(slice[key], `${feature}/${basename(file)} exports ${key}, missing from the ${feature} slice`).toBe(value);
          expect(services[key as keyof typeof services], key).toBe(value);
          seen.add(key);
        }
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(services).sort());
  });
});

describe('the lists the web picks its client by', () => {
  const keys = Object.keys(services) as ServiceKey[];

  it('name every staff service, and only those', () => {
    expect([...staffServiceKeys].sort()).toEqual(keys.filter((key) => isStaffAuth(services[key].auth)).sort());
  });

  it('name every service whose 401 is wrong credentials, and only those', () => {
    expect([...credentialServiceKeys].sort()).toEqual(keys.filter((key) => services[key].checksCredentials === true).sort());
  });
});

describe('the REST route list', () => {
  it('holds every REST route a contract file defines', async () => {
    const defined = new Set<unknown>();
    for (const feature of featureFolders) {
      for (const file of contractFiles(feature)) {
        const module = (await import(pathToFileURL(join(servicesDir, feature, file)).href)) as Record<string, unknown>;
        // A feature may group its routes in one object (the chatbot's).
        const values = Object.values(module).flatMap((value) =>
          isRestRoute(value) ? [value] : isRecord(value) ? Object.values(value) : [],
        );
        for (const value of values.filter(isRestRoute)) defined.add(value);
      }
    }
    expect(defined.size).toBeGreaterThan(10);
    for (const route of defined) expect(restRoutes, `${(route as { url: string }).url} is missing from rest-routes.ts`).toContain(route);
    expect(new Set(restRoutes).size).toBe(defined.size);
  });
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isRestRoute(value: unknown): boolean {
  return isRecord(value) && typeof value.method === 'string' && typeof value.url === 'string' && 'reply' in value;
}

function isContract(value: unknown): value is { serviceName: string; serviceType: string } {
  return typeof value === 'object' && value !== null && 'serviceName' in value && 'serviceType' in value && 'reply' in value;
}
