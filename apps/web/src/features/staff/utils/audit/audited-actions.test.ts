import { describe, expect, it } from 'vitest';
import en from '../../../../i18n/en/staff.json';
import es from '../../../../i18n/es/staff.json';
import { auditedActions } from './audited-actions';

describe('the audit trail’s actions', () => {
  it('each have words in English and Spanish, and no words are kept for an action the trail cannot hold', () => {
    const named = (catalogue: { audit: { actions: Record<string, string> } }) => catalogue.audit.actions;
    expect(auditedActions.length).toBeGreaterThan(40);
    for (const catalogue of [en, es]) {
      expect(Object.keys(named(catalogue)).sort()).toEqual(auditedActions);
      for (const action of auditedActions) expect(named(catalogue)[action], action).toMatch(/^\p{Lu}/u);
    }
  });
});
