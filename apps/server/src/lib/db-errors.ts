/**
 * The constraint a unique violation (SQLSTATE 23505) broke, looking through the ORM's wrapping;
 * undefined when the error is something else.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
