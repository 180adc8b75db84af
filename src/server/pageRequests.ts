/**
 * What the page renderer accepts: GET and HEAD, and POST as an HTML form sends it (the contact form, React Router's
 * <Form>). Anything else is refused here with 405 or 415 instead of reaching a route action, where an unreadable body
 * would be an unhandled error (a 500, with a stack in development).
 */
import type { Context } from 'hono';

/** Methods a page answers. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;

/** Content types an HTML form (and React Router's form submissions) send. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** A 405 or 415 answer for a request no page can take, or null when the page renderer should handle it. */
export function refusePageRequest(c: Context): Response | null {
  const method = c.req.method;
  if (!(PAGE_METHODS as readonly string[]).includes(method)) {
    return c.text(`Pages accept ${PAGE_METHODS.join(', ')}; ${method} is not allowed.`, 405, { Allow: PAGE_METHODS.join(', ') });
  }
  if (method === 'POST') {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!FORM_TYPES.includes(type)) return c.text('Pages accept form submissions only (application/x-www-form-urlencoded or multipart/form-data).', 415);
  }
  return null;
}
