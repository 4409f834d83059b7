import { describe, expect, it } from 'vitest';
import { isPrivateAddress, receiverLookup, receiverRefusal } from './webhook-hosts';

describe('webhook receiver hosts', () => {
  it('knows private, loopback and link-local addresses, IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses hosts off the list, and private ones unless listed exactly', () => {
    expect(receiverRefusal('https://hooks.example.com/x', null)).toBeNull();
    expect(receiverRefusal('http://127.0.0.1:8080/x', null)).toBe('private');
    expect(receiverRefusal('http://localhost/x', null)).toBe('private');
    expect(receiverRefusal('http://[::1]/x', null)).toBe('private');
    expect(receiverRefusal('http://169.254.169.254/latest', null)).toBe('private');
    const list = ['*.example.com', '127.0.0.1'];
    expect(receiverRefusal('https://hooks.example.com/x', list)).toBeNull();
    expect(receiverRefusal('https://example.org/x', list)).toBe('notListed');
    expect(receiverRefusal('https://evil.com/x', list)).toBe('notListed');
    expect(receiverRefusal('http://127.0.0.1:9/x', list)).toBeNull();
    expect(receiverRefusal('http://10.0.0.1/x', list)).toBe('notListed');
  });

  it('refuses a name that resolves to a private address when it connects', async () => {
    const resolve = (allowPrivate: boolean) =>
      new Promise<string>((done) => {
        receiverLookup(allowPrivate)('localhost', { family: 4 }, (error, address) =>
          done(error ? String((error as { code?: string }).code) : String(address)),
        );
      });
    expect(await resolve(false)).toBe('EPRIVATEADDRESS');
    expect(await resolve(true)).toBe('127.0.0.1');
  });
});
