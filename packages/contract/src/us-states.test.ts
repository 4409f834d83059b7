import { describe, expect, it } from 'vitest';
import { usStateCodes, usStateName, usStatesIn } from './us-states';

describe('US state names in both languages', () => {
  it('names states in Spanish where the name differs, and the same otherwise', () => {
    expect(usStateName({ name: 'New York', code: 'NY' }, 'es')).toBe('Nueva York');
    expect(usStateName({ name: 'New York', code: 'NY' }, 'en')).toBe('New York');
    expect(usStateName({ name: 'Texas', code: 'TX' }, 'es')).toBe('Texas');
  });

  it('lists every state once in each language, in that language’s order', () => {
    const es = usStatesIn('es');
    expect(es.map((s) => s.code).sort()).toEqual([...usStateCodes].sort());
    expect(es.findIndex((s) => s.name === 'Carolina del Norte')).toBeLessThan(es.findIndex((s) => s.name === 'Colorado'));
    expect(usStatesIn('en').find((s) => s.code === 'PA')?.name).toBe('Pennsylvania');
  });
});
