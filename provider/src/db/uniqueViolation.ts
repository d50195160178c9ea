/**
 * Whether a failed statement broke a unique index (SQLSTATE 23505), as both drivers report it: the
 * error itself or its cause carries the code. Races that a unique index settles end here.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
