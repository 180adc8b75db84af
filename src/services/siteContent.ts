/** Editable site content: the home hero's headline figures, read through a short per-process cache and edited with validation. */
import { heroFigureUpdateSchema, MAX_HERO_FIGURES, type HeroFigure } from '../domain/siteContent.ts';
import type { Db } from '../db/connection.ts';
import { listHeroFigures, updateHeroFigureRow } from '../db/queries/siteContent.ts';
import { createTtlCache } from './ttlCache.ts';

/** How long a process reuses the figures it read: an edit shows everywhere within this time (at once in the editing process). */
export const SITE_CONTENT_TTL_MS = 60_000;

/** The update broke the figure rules; `issues` has one readable line per problem. */
export class SiteContentValidationError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid hero figure: ${issues.join('; ')}`);
    this.name = 'SiteContentValidationError';
  }
}

/** No hero figure has this key. */
export class SiteContentNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No hero figure "${key}"`);
    this.name = 'SiteContentNotFoundError';
  }
}

export interface SiteContentService {
  /** The shown hero figures in display order (at most MAX_HERO_FIGURES), cached for SITE_CONTENT_TTL_MS. */
  heroFigures(): Promise<HeroFigure[]>;
  /** Every hero figure, hidden ones included, straight from the database (for the admin screen). */
  allHeroFigures(): Promise<HeroFigure[]>;
  /** Validates and applies a patch; throws SiteContentValidationError or SiteContentNotFoundError. */
  updateHeroFigure(key: string, input: unknown): Promise<HeroFigure>;
}

export function createSiteContentService(db: Db, opts: { ttlMs?: number; now?: () => number } = {}): SiteContentService {
  const cache = createTtlCache<'hero', HeroFigure[]>({ ttlMs: opts.ttlMs ?? SITE_CONTENT_TTL_MS, ...(opts.now ? { now: opts.now } : {}) });
  return {
    heroFigures: () => cache.get('hero', () => listHeroFigures(db, { limit: MAX_HERO_FIGURES })),
    allHeroFigures: () => listHeroFigures(db, { includeHidden: true }),
    async updateHeroFigure(key, input) {
      const parsed = heroFigureUpdateSchema(new Date(opts.now?.() ?? Date.now())).safeParse(input);
      if (!parsed.success) throw new SiteContentValidationError(parsed.error.issues.map((i) => i.message));
      const updated = await updateHeroFigureRow(db, key, parsed.data);
      if (!updated) throw new SiteContentNotFoundError(key);
      cache.invalidate();
      return updated;
    },
  };
}
