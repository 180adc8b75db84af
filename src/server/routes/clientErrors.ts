/** POST /api/client-errors: error reports from the browser's error boundaries, validated, rate-limited and logged. */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CLIENT_ERROR_MAX_BODY_BYTES, clientErrorReportSchema, isFatalLevel } from '../../domain/clientErrors.ts';
import { ApiError, errorResponse, invalidRequest } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { RateLimiter } from '../rateLimiter.ts';

export interface ClientErrorRouteOptions {
  log: Logger;
  limiter: RateLimiter;
  clientAddress: (c: Context) => string;
}

/** Routes under /api for client error reports. Nothing is stored: the report goes to the server log. */
export function clientErrorRoutes({ log, limiter, clientAddress }: ClientErrorRouteOptions): Hono {
  const api = new Hono();
  api.post(
    '/client-errors',
    async (c, next) => {
      const decision = limiter.hit(clientAddress(c));
      c.header('RateLimit-Limit', String(decision.limit));
      c.header('RateLimit-Remaining', String(decision.remaining));
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfterSeconds));
        return errorResponse(c, 429, 'rate_limited', `Too many error reports from this address. Try again in ${decision.retryAfterSeconds} s.`);
      }
      await next();
    },
    bodyLimit({
      maxSize: CLIENT_ERROR_MAX_BODY_BYTES,
      onError: (c) => errorResponse(c, 413, 'payload_too_large', `The report must be at most ${CLIENT_ERROR_MAX_BODY_BYTES} bytes.`),
    }),
    async (c) => {
      // JSON only, so a cross-site form cannot post reports without a CORS preflight.
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
        throw new ApiError(415, 'unsupported_media_type', 'Send the report as JSON (Content-Type: application/json).');
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new ApiError(400, 'invalid_request', 'The request body is not valid JSON.');
      }
      const parsed = clientErrorReportSchema.safeParse(body);
      if (!parsed.success) throw invalidRequest(parsed.error);
      const report = parsed.data;
      const fatal = isFatalLevel(report.level);
      const entry = { clientError: report, fatal, userAgent: c.req.header('user-agent')?.slice(0, 300) };
      // A widget failing is a warning; a page or the whole app failing is an error for whoever is on call.
      if (report.level === 'component') log.warn(entry, 'client error');
      else log.error(entry, 'client error');
      c.header('Cache-Control', 'no-store');
      return c.json({ received: true, errorId: report.errorId, fatal }, 202);
    },
  );
  return api;
}
