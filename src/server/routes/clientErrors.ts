/** POST /api/client-errors: error reports from the browser's error boundaries, validated, rate-limited and logged. */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { CLIENT_ERROR_MAX_BODY_BYTES, clientErrorReportSchema, isFatalLevel } from '../../domain/clientErrors.ts';
import { jsonBody } from '../middleware/jsonBody.ts';
import { rateLimit } from '../middleware/rateLimit.ts';
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
    rateLimit({ limiter, clientAddress, what: 'error reports' }),
    jsonBody(clientErrorReportSchema, { maxBytes: CLIENT_ERROR_MAX_BODY_BYTES, example: 'the error report' }),
    async (c) => {
      const report = c.get('body');
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
