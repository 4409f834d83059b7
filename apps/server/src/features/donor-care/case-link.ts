import type { Config } from '../../config';
import { hashToken, keyedHash } from '../../lib/secrets';

/**
 * A visitor's private link to their case: a keyed hash of the case id, so it can be written again in every reply's
 * e-mail without being stored; the database holds only its hash, the look-up key.
 */
export function visitorCaseToken(config: Pick<Config, 'tokenSecret'>, caseId: string): string {
  return keyedHash(config.tokenSecret, 'donorCareCaseLink', caseId);
}

export function visitorCaseTokenHash(token: string): string {
  return hashToken(token);
}

/** Where a reply's e-mail sends the donor: My requests on Contact Us, or a visitor's own link. */
export function caseLink(publicUrl: string, config: Pick<Config, 'tokenSecret'>, caseId: string, visitor: boolean): string {
  return visitor ? `${publicUrl}/donorcare/case?token=${encodeURIComponent(visitorCaseToken(config, caseId))}` : `${publicUrl}/contact`;
}
