import { describe, expect, it } from 'vitest';
import { donorNumberSchema, emailSchema, parseUsDate, passwordSchema, phoneNumberSchema, usDateSchema, digitsOnly } from './fields';
import { formatMessage } from '../messages/format';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('email rule', () => {
  it('trims and lowercases a valid address', () => {
    expect(emailSchema.parse('  Donor@Example.COM ')).toBe('donor@example.com');
  });
  it.each(['', 'donor', 'donor@', '@example.com', 'a b@example.com', 'donor@example'])('refuses %j with its message', (value) => {
    const key = firstMessage(emailSchema.safeParse(value));
    expect(key).toBe('emailInvalid');
    expect(formatMessage('en', 'emailInvalid')).toBe('Please enter a valid email!');
  });
});

describe('donor number rule', () => {
  it.each(['D1000001', 'p100000', 'ABCDEFG1'])('accepts %s', (value) => {
    expect(donorNumberSchema.safeParse(value).success).toBe(true);
  });
  it('uppercases the letters', () => {
    expect(donorNumberSchema.parse('d1000001')).toBe('D1000001');
  });
  it.each(['D10000', 'D10000011', 'D-100001', 'D100 001'])('refuses %s', (value) => {
    expect(firstMessage(donorNumberSchema.safeParse(value))).toBe('donorNumberInvalid');
  });
});

describe('phone rule', () => {
  it.each(['123456789', '5551234567', '15551234567'])('accepts %s', (value) => {
    expect(phoneNumberSchema.safeParse(value).success).toBe(true);
  });
  it.each(['12345678', '123456789012', '555-123-4567', '555123456a'])('refuses %s', (value) => {
    expect(firstMessage(phoneNumberSchema.safeParse(value))).toBe('phoneInvalid');
    expect(formatMessage('en', 'phoneInvalid')).toBe('Please enter a valid phone number!');
  });
  it('keeps only digits of typed text', () => {
    expect(digitsOnly('(555) 123-4567')).toBe('5551234567');
  });
});

describe('password rule', () => {
  it.each(['Plasma#2026', 'abcdefG1', 'A1' + 'b'.repeat(30)])('accepts %s', (value) => {
    expect(passwordSchema.safeParse(value).success).toBe(true);
  });
  it.each(['Short1a', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', 'A1' + 'b'.repeat(31)])('refuses %s', (value) => {
    expect(firstMessage(passwordSchema.safeParse(value))).toBe('passwordInvalid');
  });
});

describe('date rule (MM-DD-YYYY)', () => {
  it('accepts dashes, slashes and stray spaces', () => {
    expect(parseUsDate('04-15-1990')).toBe('1990-04-15');
    expect(parseUsDate('04/15/1990')).toBe('1990-04-15');
    expect(parseUsDate(' 04 - 15 - 1990 ')).toBe('1990-04-15');
    expect(usDateSchema.parse('02-29-2024')).toBe('2024-02-29');
  });
  it.each(['1990-04-15', '4-15-1990', '13-01-1990', '02-30-2024', '02-29-2023', '00-10-1990', '04.15.1990', ''])('refuses %j', (value) => {
    expect(parseUsDate(value)).toBeNull();
    expect(firstMessage(usDateSchema.safeParse(value))).toBe('dateInvalid');
  });
});
