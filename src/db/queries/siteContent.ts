/** Reads and edits the editable site content (hero figures) in `site_content`, and announces edits to every web process. */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { HeroFigure, HeroFigureUpdate } from '../../domain/siteContent.ts';
import type { Db } from '../connection.ts';
import { siteContent } from '../schema.ts';

type Row = typeof siteContent.$inferSelect;

/**
 * Channel an edit of the site content notifies (no payload: a process drops all it cached); every web process drops
 * its cached site content when it hears it (server/app.ts), as it drops its public caches on `public_articles_changed`.
 */
export const SITE_CONTENT_CHANGED_CHANNEL = 'site_content_changed';

/**
 * Notifies `site_content_changed`. Call it inside the edit's transaction: PostgreSQL (and PGlite) delivers the
 * notification only if that transaction commits, so no process reloads the figures before the change is visible.
 */
export async function notifySiteContentChanged(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${SITE_CONTENT_CHANGED_CHANNEL}, '')`);
}

function toHeroFigure(r: Row): HeroFigure {
  return {
    key: r.key,
    value: r.value,
    label: r.label,
    source: { publisher: r.sourcePublisher, title: r.sourceTitle, year: r.sourceYear, url: r.sourceUrl },
    asOf: r.asOf,
    sortOrder: r.sortOrder,
    isActive: r.isActive,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Hero figures in display order; only the shown ones unless `includeHidden`. */
export async function listHeroFigures(db: Db, opts: { includeHidden?: boolean; limit?: number } = {}): Promise<HeroFigure[]> {
  const conditions: SQL[] = [eq(siteContent.kind, 'hero_figure')];
  if (!opts.includeHidden) conditions.push(eq(siteContent.isActive, true));
  const query = db
    .select()
    .from(siteContent)
    .where(and(...conditions))
    .orderBy(asc(siteContent.sortOrder), asc(siteContent.key));
  const rows = opts.limit ? await query.limit(opts.limit) : await query;
  return rows.map(toHeroFigure);
}

/** One hero figure, its row locked until the transaction ends (an edit's "before"); null when there is none with that key. */
export async function lockHeroFigure(db: Db, key: string): Promise<HeroFigure | null> {
  const [row] = await db
    .select()
    .from(siteContent)
    .where(and(eq(siteContent.key, key), eq(siteContent.kind, 'hero_figure')))
    .for('update');
  return row ? toHeroFigure(row) : null;
}

/** Applies a validated patch to one hero figure; null when there is no figure with that key. */
export async function updateHeroFigureRow(db: Db, key: string, patch: HeroFigureUpdate): Promise<HeroFigure | null> {
  const [row] = await db
    .update(siteContent)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(siteContent.key, key), eq(siteContent.kind, 'hero_figure')))
    .returning();
  return row ? toHeroFigure(row) : null;
}
