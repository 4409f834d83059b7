import { describe, expect, it } from 'vitest';
import {
  clearRegistration,
  parseStoredRegistration,
  readRegistration,
  REGISTRATION_STEP_KEY,
  registrationRedirect,
  saveRegistration,
  type StoredRegistration,
} from './registration-step';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const step: StoredRegistration = {
  path: '/register/verify',
  token: 'tok',
  kind: 'predonor',
  choices: [{ channel: 'email', masked: 'j***@example.com' }],
  sent: { channel: 'email', masked: 'j***@example.com', resendAt: 1_000 },
};

describe('stored registration step', () => {
  it('round-trips through storage and is gone once cleared', () => {
    const storage = memoryStorage();
    saveRegistration(storage, step);
    expect(readRegistration(storage)).toEqual(step);
    clearRegistration(storage);
    expect(readRegistration(storage)).toBeNull();
  });

  it('redirects another signed-out path to the stored step, but not the step itself', () => {
    const storage = memoryStorage();
    expect(registrationRedirect(storage, '/login')).toBeNull();
    saveRegistration(storage, step);
    expect(registrationRedirect(storage, '/login')).toBe('/register/verify');
    expect(registrationRedirect(storage, '/register')).toBe('/register/verify');
    expect(registrationRedirect(storage, '/register/verify')).toBeNull();
  });

  it('ignores anything it did not write: bad JSON, other paths, missing token or choices', () => {
    expect(parseStoredRegistration('{')).toBeNull();
    expect(parseStoredRegistration(JSON.stringify({ ...step, path: 'https://evil.example/' }))).toBeNull();
    expect(parseStoredRegistration(JSON.stringify({ ...step, path: '/profile' }))).toBeNull();
    expect(parseStoredRegistration(JSON.stringify({ ...step, token: '' }))).toBeNull();
    expect(parseStoredRegistration(JSON.stringify({ ...step, choices: [{ channel: 'fax', masked: 'x' }] }))).toBeNull();
    expect(parseStoredRegistration(JSON.stringify({ ...step, sent: { channel: 'sms', masked: 'x' } }))).toBeNull();
    const storage = memoryStorage();
    storage.setItem(REGISTRATION_STEP_KEY, 'not json');
    expect(registrationRedirect(storage, '/login')).toBeNull();
  });
});
