/**
 * What may be logged or recorded about a database error: its SQLSTATE code and the driver's own message, never
 * the failed statement or its parameters (drizzle's "Failed query: … params: …" carries whole articles; one
 * NUL in a batch once produced a 35 KB log line).
 */

/** The longest driver message kept; PostgreSQL's are a line, anything longer is not a message. */
export const MAX_ERROR_MESSAGE = 300;

/** An error as logs and health records show it. */
export interface ErrorSummary {
  code?: string;
  message: string;
}

/** The innermost error of a drizzle/driver chain (`cause`), where the SQLSTATE and the short message live. */
function rootCause(err: unknown): unknown {
  let e = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object' && (e as { cause?: unknown }).cause; depth++) e = (e as { cause?: unknown }).cause;
  return e;
}

/** Code and short message of an error, without query text or parameters. */
export function errorSummary(err: unknown): ErrorSummary {
  const root = rootCause(err);
  const code = root && typeof root === 'object' && typeof (root as { code?: unknown }).code === 'string' ? (root as { code: string }).code : undefined;
  const raw = root instanceof Error ? root.message : typeof root === 'string' ? root : 'unknown error';
  // Only the first line, and never drizzle's wrapper (its message is the query and parameters).
  const first = raw.startsWith('Failed query:') ? 'query failed' : (raw.split('\n')[0] ?? '');
  const message = first.length > MAX_ERROR_MESSAGE ? `${first.slice(0, MAX_ERROR_MESSAGE)}…` : first;
  return code ? { code, message } : { message };
}

/** One line for a health record: "code: message" or the message. */
export function errorLine(err: unknown): string {
  const s = errorSummary(err);
  return s.code ? `${s.code}: ${s.message}` : s.message;
}
