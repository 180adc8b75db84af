/**
 * Editable site content: the home hero's headline figures, read through a short per-process cache and edited by admins
 * (issue 11 item 10). An edit authorises first (policies/system.ts `configure`: admins), then validates, changes the row
 * and writes its audit event ('site_content.edit', before/after of the fields that changed) and its
 * `site_content_changed` notification (db/queries/siteContent.ts) in one transaction. The app creates ONE service per
 * process (server/app.ts) for both the home page and the editor's API: the edit clears this process's cache after the
 * commit, and every web process (this one included) drops its cache when it hears the notification, so the new figures
 * show everywhere on the next request. SITE_CONTENT_TTL_MS only bounds how long a missed notification (the LISTEN
 * connection down at that moment) leaves a process showing the old figures.
 */
import { heroFigureChanges, heroFigureUpdateSchema, MAX_HERO_FIGURES, type HeroFigure } from '../domain/siteContent.ts';
import type { Actor } from '../domain/roles.ts';
import type { Db } from '../db/connection.ts';
import { recordAuditEvent } from '../db/queries/auditEvents.ts';
import { listHeroFigures, lockHeroFigure, notifySiteContentChanged, updateHeroFigureRow } from '../db/queries/siteContent.ts';
import { authorize } from '../policies/can.ts';
import type { Acting } from './admin/articleModeration.ts';
import { NotFoundError } from './serviceErrors.ts';
import { createTtlCache } from './ttlCache.ts';

/**
 * How long a process reuses the figures it read. An edit's notification empties every process's cache at once; this is
 * the fallback for a process that missed it (its LISTEN connection was reconnecting).
 */
export const SITE_CONTENT_TTL_MS = 60_000;

/** One problem with an update: the field (as sent; '' for the whole patch) and a readable message. */
export interface SiteContentIssue {
  field: string;
  message: string;
}

/** The update broke the figure rules; `issues` has one readable line per problem, `details` the field of each. */
export class SiteContentValidationError extends Error {
  readonly issues: string[];
  constructor(readonly details: SiteContentIssue[]) {
    super(`Invalid hero figure: ${details.map((d) => d.message).join('; ')}`);
    this.name = 'SiteContentValidationError';
    this.issues = details.map((d) => d.message);
  }
}

/** No hero figure has this key (a NotFoundError: the API answers 404). */
export class SiteContentNotFoundError extends NotFoundError {
  constructor(readonly key: string) {
    super(`No hero figure "${key}".`);
    this.name = 'SiteContentNotFoundError';
  }
}

export interface SiteContentService {
  /** The shown hero figures in display order (at most MAX_HERO_FIGURES), cached for SITE_CONTENT_TTL_MS. */
  heroFigures(): Promise<HeroFigure[]>;
  /** Every hero figure, hidden ones included, straight from the database (the editor; admins). */
  allHeroFigures(actor: Actor): Promise<HeroFigure[]>;
  /**
   * Authorises `by`, validates and applies a patch with its audit event and its `site_content_changed` notification,
   * and clears this process's cache; throws AuthorizationError, SiteContentValidationError or SiteContentNotFoundError.
   * A patch that changes nothing writes (and notifies) nothing.
   */
  updateHeroFigure(by: Acting, key: string, input: unknown): Promise<HeroFigure>;
  /** Forgets the cached figures (another process edited them: server/app.ts calls it on `site_content_changed`). */
  invalidate(): void;
}

/** Every hero figure for the editor, hidden ones included (admins). */
export async function listAllHeroFigures(db: Db, actor: Actor): Promise<HeroFigure[]> {
  authorize(actor, 'configure', { kind: 'system' });
  return listHeroFigures(db, { includeHidden: true });
}

export function createSiteContentService(db: Db, opts: { ttlMs?: number; now?: () => number } = {}): SiteContentService {
  const cache = createTtlCache<'hero', HeroFigure[]>({ ttlMs: opts.ttlMs ?? SITE_CONTENT_TTL_MS, ...(opts.now ? { now: opts.now } : {}) });
  return {
    heroFigures: () => cache.get('hero', () => listHeroFigures(db, { limit: MAX_HERO_FIGURES })),
    allHeroFigures: (actor) => listAllHeroFigures(db, actor),
    async updateHeroFigure(by, key, input) {
      authorize(by.actor, 'configure', { kind: 'system' });
      const parsed = heroFigureUpdateSchema(new Date(opts.now?.() ?? Date.now())).safeParse(input);
      if (!parsed.success) throw new SiteContentValidationError(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
      const updated = await db.transaction(async (tx) => {
        const current = await lockHeroFigure(tx, key);
        if (!current) throw new SiteContentNotFoundError(key);
        const { before, after } = heroFigureChanges(current, parsed.data);
        if (Object.keys(after).length === 0) return current;
        const row = await updateHeroFigureRow(tx, key, parsed.data);
        if (!row) throw new SiteContentNotFoundError(key);
        await recordAuditEvent(tx, {
          actorId: by.actor?.id ?? null,
          action: 'site_content.edit',
          targetType: 'site_content',
          targetId: key,
          targetLabel: `Hero figure: ${current.label}`,
          before,
          after,
          ipAddress: by.address,
        });
        // Delivered on commit only: every web process drops its cached figures (server/app.ts).
        await notifySiteContentChanged(tx);
        return row;
      });
      // After the commit: a reload in between would otherwise cache the old figures again.
      cache.invalidate();
      return updated;
    },
    invalidate: () => cache.invalidate(),
  };
}
