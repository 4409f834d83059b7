/** What one reset screen hands the next through the router's state (never stored: a reload starts again). */
export interface CodeSentState {
  username: string;
  resendAt: number;
}

export interface VerifiedState {
  resetToken: string;
}

export function isCodeSentState(value: unknown): value is CodeSentState {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.username === 'string' && typeof record.resendAt === 'number';
}

export function isVerifiedState(value: unknown): value is VerifiedState {
  if (typeof value !== 'object' || value === null) return false;
  return typeof (value as Record<string, unknown>).resetToken === 'string';
}
