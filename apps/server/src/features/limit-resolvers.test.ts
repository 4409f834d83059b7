import { services as contracts } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { accountResolvers, destinationResolvers } from './limit-resolvers';

describe('contract rate limits', () => {
  it('name the account or destination: by params fields, or through a server resolver', () => {
    for (const [key, contract] of Object.entries(contracts)) {
      for (const limit of contract.rateLimits ?? []) {
        if (limit.scope === 'account' && !limit.fields) expect(Object.hasOwn(accountResolvers, key), key).toBe(true);
        if (limit.scope === 'destination' && !limit.fields) expect(Object.hasOwn(destinationResolvers, key), key).toBe(true);
        if (limit.scope === 'donor') expect(contract.auth, key).toBe('donor');
      }
    }
  });
});
