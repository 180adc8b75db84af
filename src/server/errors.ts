/** The one error envelope every API error uses: { "error": { "code", "message", "details"? } }. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError, ZodType } from 'zod';
import { unstorableTextIn } from '../domain/unstorableInput.ts';

/** Error codes the API returns. */
export type ApiErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'method_not_allowed'
  | 'internal_error'
  | 'unavailable'
  | 'rate_limited'
  | 'unsupported_media_type'
  | 'payload_too_large';

/** An error a route throws to produce a specific status and code. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** Builds the envelope response. */
export function errorResponse(c: Context, status: ContentfulStatusCode, code: ApiErrorCode, message: string, details?: unknown): Response {
  return c.json({ error: { code, message, ...(details === undefined ? {} : { details }) } }, status);
}

/** Turns zod issues into a 400 ApiError listing each field. */
export function invalidRequest(error: ZodError): ApiError {
  const details = error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  return new ApiError(400, 'invalid_request', details.map((d) => (d.field ? `${d.field}: ${d.message}` : d.message)).join('; '), details);
}

/** The 400 for input holding text PostgreSQL cannot store (a NUL, a lone surrogate: domain/unstorableInput.ts), naming the field; nothing when there is none. */
export function refuseUnstorableText(value: unknown): void {
  const found = unstorableTextIn(value);
  if (found === null) return;
  const { path: field, message } = found;
  throw new ApiError(400, 'invalid_request', field ? `${field}: ${message}` : message, [{ field, message }]);
}

/** Parses a request value (params, query) with the route's schema, or throws the 400 envelope naming each field. */
export function parseRequest<T>(schema: ZodType<T>, value: unknown): T {
  refuseUnstorableText(value);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidRequest(parsed.error);
  return parsed.data;
}
