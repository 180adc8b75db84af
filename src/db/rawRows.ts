/** The rows of a raw `execute()` statement: both drivers (pg and PGlite) answer with `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
