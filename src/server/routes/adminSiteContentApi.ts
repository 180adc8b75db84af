/**
 * The Site Content editor's API (issue 11 item 10): admins only. `GET /api/admin/site-content/hero-figures` lists every
 * hero figure (hidden ones too); `PATCH /api/admin/site-content/hero-figures/{key}` changes some of its fields (400
 * `invalid_request` with one `{field, message}` per problem, 404 for an unknown key). The service is the app's one
 * instance, the one the home page reads, so an edit shows there at once in this process.
 */
import { Hono, type Context } from 'hono';
import { heroFigureKeySchema, heroFigurePatchBodySchema } from '../../domain/siteContent.ts';
import { SiteContentValidationError, type SiteContentService } from '../../services/siteContent.ts';
import { actingOf } from '../acting.ts';
import { ApiError, parseRequest } from '../errors.ts';
import { jsonBody } from '../middleware/jsonBody.ts';
import { requireRole } from '../middleware/requireRole.ts';
import type { SessionVariables } from '../middleware/session.ts';
import { presentHeroFigure } from '../presenters/siteContent.ts';

export function adminSiteContentApiRoutes(opts: { siteContent: SiteContentService; clientAddress: (c: Context) => string }): Hono<{ Variables: SessionVariables }> {
  const api = new Hono<{ Variables: SessionVariables }>();
  const { siteContent } = opts;
  api.use('/admin/site-content/*', requireRole('admin'));

  api.get('/admin/site-content/hero-figures', async (c) => c.json({ figures: (await siteContent.allHeroFigures(c.get('actor'))).map(presentHeroFigure) }));

  api.patch('/admin/site-content/hero-figures/:key', jsonBody(heroFigurePatchBodySchema, { maxBytes: 8 * 1024, example: '{"value": "₹3,375 crore"}' }), async (c) => {
    const key = parseRequest(heroFigureKeySchema, c.req.param('key'));
    try {
      return c.json({ figure: presentHeroFigure(await siteContent.updateHeroFigure(actingOf(c, opts.clientAddress), key, c.get('body'))) });
    } catch (err) {
      if (err instanceof SiteContentValidationError) throw new ApiError(400, 'invalid_request', err.issues.join('; '), err.details);
      throw err;
    }
  });
  return api;
}
