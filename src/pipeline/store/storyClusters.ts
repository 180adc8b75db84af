/**
 * Story clusters at ingest (issue 12 item 4). A duplicate (same title from another address, or a near-duplicate from
 * another feed) joins the cluster of the article it repeats; the cluster's key is the id of the article that started
 * it. The outlet count is set on the readers' version once per stored batch (settleClusters) and kept by migration
 * 0023's trigger when members change later (purge, moderation, deletion).
 *
 * Which version readers get: exactly one member of a cluster is not a duplicate (its representative). A version that
 * arrives later replaces the representative only while the pipeline's verdict on it still stands and the newcomer's
 * is better: a story the pipeline auto-rejected or sent to review is replaced by another outlet's version it can
 * publish (or, for an auto-rejected one, send to review). A published representative stays (its address has been
 * shared, notified and indexed), and so does any version a person decided on.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { NewArticleRow } from '../../db/schema.ts';
import type { DecisionOutcome } from '../decide/decideStatus.ts';
import { rowsOf } from '../../db/rawRows.ts';

type Decision = DecisionOutcome['decision'];

/** How far each pipeline verdict takes a story towards readers. */
const DECISION_RANK: Record<Decision, number> = { published: 2, pending_review: 1, auto_rejected: 0 };

/** What a stored representative's verdict is worth, or null when it must stay (published, or decided by a person). */
export function replaceableRank(rep: { status: string; adminStatus: string | null }): number | null {
  if (rep.adminStatus === 'pending_review' && rep.status === 'draft') return DECISION_RANK.pending_review;
  if (rep.adminStatus === 'auto_rejected' && (rep.status === 'draft' || rep.status === 'rejected')) return DECISION_RANK.auto_rejected;
  return null;
}

/** True when a newcomer with `decision` should take the representative's place. */
export function replacesRepresentative(decision: Decision, rep: { status: string; adminStatus: string | null }): boolean {
  const rank = replaceableRank(rep);
  return rank !== null && DECISION_RANK[decision] > rank;
}

/** A newcomer that took a stored representative's place. */
export interface ClusterSwap {
  newcomer: string;
  replaced: string;
}

/**
 * Sets `clusterId` on each duplicate row (in place) and picks the stored representatives a newcomer replaces (locked
 * until commit). Returns those swaps: write them with demoteReplacedVersions once the rows are inserted, then
 * settleClusters.
 */
export async function assignStoryClusters(tx: Db, rows: NewArticleRow[], decisions: readonly Decision[]): Promise<{ swaps: ClusterSwap[] }> {
  const inBatch = new Map(rows.map((r, i) => [r.id as string, i]));
  const outside = [...new Set(rows.flatMap((r) => (r.duplicateOf && !inBatch.has(r.duplicateOf) ? [r.duplicateOf] : [])))];
  if (!rows.some((r) => r.duplicateOf)) return { swaps: [] };
  const stored = new Map(
    outside.length === 0
      ? []
      : rowsOf<{ id: string; cluster_id: string | null; rep_id: string | null; rep_status: string | null; rep_admin_status: string | null }>(
          await tx.execute(sql`
            SELECT t.id, t.cluster_id, r.id AS rep_id, r.status AS rep_status, r.admin_status AS rep_admin_status
            FROM articles t
            LEFT JOIN LATERAL (
              (SELECT a.id, a.status, a.admin_status, 0 AS o FROM articles a WHERE a.id = t.id AND NOT a.is_duplicate)
              UNION ALL
              (SELECT a.id, a.status, a.admin_status, 1 AS o FROM articles a WHERE t.cluster_id IS NOT NULL AND a.cluster_id = t.cluster_id AND NOT a.is_duplicate)
              ORDER BY o LIMIT 1
            ) r ON true
            WHERE t.id = ANY(${sql.param(outside)}::uuid[])`),
        ).map((r) => [r.id, r]),
  );

  const candidates: { newcomer: string; replaced: string }[] = [];
  const taken = new Set<string>();
  rows.forEach((row, i) => {
    const target = row.duplicateOf;
    if (!target) return;
    const j = inBatch.get(target);
    if (j !== undefined) {
      const t = rows[j] as NewArticleRow;
      row.clusterId = t.clusterId ?? (t.clusterId = t.id as string);
      return;
    }
    const t = stored.get(target);
    // A target deleted since the near-duplicate index saw it still names the group.
    row.clusterId = t?.cluster_id ?? target;
    const decision = decisions[i];
    if (t?.rep_id && decision && !taken.has(t.rep_id) && replacesRepresentative(decision, { status: t.rep_status ?? '', adminStatus: t.rep_admin_status })) {
      taken.add(t.rep_id);
      candidates.push({ newcomer: row.id as string, replaced: t.rep_id });
    }
  });

  // Lock the representatives to replace and check the conditions again on the locked rows: a person deciding at the
  // same moment either wins (the row no longer qualifies) or waits for this batch to commit.
  const replaced = new Set(
    candidates.length === 0
      ? []
      : rowsOf<{ id: string }>(
          await tx.execute(sql`
            SELECT id FROM articles
            WHERE id = ANY(${sql.param(candidates.map((c) => c.replaced))}::uuid[]) AND NOT is_duplicate
              AND ((admin_status = 'pending_review' AND status = 'draft') OR (admin_status = 'auto_rejected' AND status IN ('draft', 'rejected')))
            ORDER BY id FOR UPDATE`),
        ).map((r) => r.id),
  );
  return { swaps: candidates.filter((c) => replaced.has(c.replaced)) };
}

/** Makes each replaced representative a duplicate of its newcomer (after the newcomers are inserted: duplicate_of is a reference). */
export async function demoteReplacedVersions(tx: Db, swaps: readonly ClusterSwap[]): Promise<void> {
  for (const s of swaps) {
    await tx.execute(sql`
      UPDATE articles SET is_duplicate = true, duplicate_of = ${s.newcomer}::uuid, status = 'draft', updated_at = now(),
        processing_metadata = coalesce(processing_metadata, '{}'::jsonb) || jsonb_build_object('duplicate', jsonb_build_object('reason', 'better_version', 'of', ${s.newcomer}::text))
      WHERE id = ${s.replaced}::uuid`);
  }
}

/**
 * After a batch's rows are inserted: gives the stored articles that start a cluster their own id as the key, and sets
 * the outlet count of every touched cluster's readers' version, in one statement (the row trigger covers later changes:
 * purge, moderation, deletion). Done here rather than by a trigger per inserted row: every UPDATE of an article row
 * recomputes its stored search_vector, so the version is written once per batch, and only when its key or count changes.
 */
export async function settleClusters(tx: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const k = sql.param([...new Set(keys)]);
  // The first article of a new cluster has no key yet (cluster_id IS NULL, id = key); it is counted and keyed here.
  await tx.execute(sql`
    UPDATE articles a
    SET cluster_id = c.k, coverage_count = CASE WHEN a.is_duplicate THEN a.coverage_count ELSE c.n END
    FROM (
      SELECT coalesce(cluster_id, id) AS k, greatest(1, count(DISTINCT lower(source_name)))::int AS n
      FROM articles
      WHERE (cluster_id = ANY(${k}::uuid[]) OR id = ANY(${k}::uuid[])) AND status NOT IN ('rejected', 'archived', 'purged')
      GROUP BY 1
    ) c
    WHERE ((a.cluster_id = c.k AND NOT a.is_duplicate) OR (a.cluster_id IS NULL AND a.id = c.k))
      AND (a.cluster_id IS DISTINCT FROM c.k OR (NOT a.is_duplicate AND a.coverage_count IS DISTINCT FROM c.n))`);
}
