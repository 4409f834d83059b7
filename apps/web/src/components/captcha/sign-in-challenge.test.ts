import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../lib/gateway';
import { isChallenge, keepsCaptcha } from './sign-in-challenge';

const error = (status: number, code: string) => new GatewayError({ status, code, message: code });

describe('the sign-in captcha challenge', () => {
  it('appears when the server asks for one, or refuses a spent one', () => {
    expect(isChallenge(error(429, 'challengeRequired'))).toBe(true);
    expect(isChallenge(error(400, 'captchaInvalid'))).toBe(true);
    expect(isChallenge(error(401, 'invalidCredentials'))).toBe(false);
    expect(isChallenge(new Error('offline'))).toBe(false);
    expect(keepsCaptcha(error(429, 'challengeRequired'), false)).toBe(true);
  });

  it('stays after a wrong password once shown, and does not appear for a first wrong password', () => {
    expect(keepsCaptcha(error(401, 'invalidCredentials'), true)).toBe(true);
    expect(keepsCaptcha(error(401, 'invalidCredentials'), false)).toBe(false);
  });
});
