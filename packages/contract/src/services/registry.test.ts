import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serviceKey, services } from './index';

const servicesDir = import.meta.dirname;
const featureFolders = readdirSync(servicesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
      for (const file of readdirSync(join(servicesDir, feature)).filter(
        (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts',
      )) {
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

function isContract(value: unknown): value is { serviceName: string; serviceType: string } {
  return typeof value === 'object' && value !== null && 'serviceName' in value && 'serviceType' in value && 'reply' in value;
}
