/** Recognising PostgreSQL errors by SQLSTATE, through the wrappers drizzle puts around driver errors. */

/** True when `err`, or an error in its `cause` chain (drizzle wraps driver errors), carries SQLSTATE `state`. */
export function hasSqlState(err: unknown, state: string): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === state) return true;
  }
  return false;
}
