/** Sends error-boundary reports to POST /api/client-errors (public-site §8: fatal only at the critical level). */
import {
  clip,
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_STACK_MAX,
  newClientErrorId,
  type ClientErrorLevel,
  type ClientErrorReport,
} from '../../domain/clientErrors.ts';

export { newClientErrorId };

/** Default text when an error carries no message (component level, public-site §8). */
export const DEFAULT_COMPONENT_ERROR_MESSAGE = 'An unexpected error occurred in this component.';

/** The message of anything thrown, or undefined when it has none worth showing. */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error) return error.message.trim() || undefined;
  if (typeof error === 'string') return error.trim() || undefined;
  return undefined;
}

/** True for a fetch that never reached the server (offline, DNS, connection refused), as browsers word it. */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  return /failed to fetch|networkerror|network request failed|load failed|network connection was lost/i.test(error.message);
}

/** The report body for one error. */
export function buildClientErrorReport(input: {
  errorId: string;
  level: ClientErrorLevel;
  error: unknown;
  boundary?: string;
  componentStack?: string;
  path: string;
  occurredAt: Date;
}): ClientErrorReport {
  const err = input.error instanceof Error ? input.error : undefined;
  return {
    errorId: input.errorId,
    level: input.level,
    message: clip(errorMessage(input.error) ?? 'Unknown error', CLIENT_ERROR_MESSAGE_MAX) as string,
    name: err?.name ? clip(err.name, 100) : undefined,
    stack: clip(err?.stack, CLIENT_ERROR_STACK_MAX),
    componentStack: clip(input.componentStack ?? undefined, CLIENT_ERROR_STACK_MAX),
    boundary: input.boundary ? clip(input.boundary, 100) : undefined,
    path: clip(input.path.startsWith('/') ? input.path : '/', 2000) as string,
    occurredAt: input.occurredAt.toISOString(),
  };
}

// One report per thrown object, however often a boundary re-renders.
const reported = new WeakSet<object>();

/** Fire and forget: a report that cannot be sent is dropped (the reader's screen already explains the error). */
export function reportClientError(input: Omit<Parameters<typeof buildClientErrorReport>[0], 'path'>): void {
  if (typeof window === 'undefined') return;
  if (input.error !== null && typeof input.error === 'object') {
    if (reported.has(input.error)) return;
    reported.add(input.error);
  }
  const report = buildClientErrorReport({ ...input, path: window.location.pathname + window.location.search });
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
}

/** Time of an error as readers see it (en-IN, with seconds, so support can match it to the logs). */
export function formatErrorTime(at: Date): string {
  return at.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });
}
