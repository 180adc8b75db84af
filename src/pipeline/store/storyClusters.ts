/**
 * Story clusters at ingest (issue 12 item 4). A duplicate (same title from another address, or a near-duplicate from
 * another feed) joins the cluster of the article it repeats; the cluster's key is the id of the article that started
 * it, and the database keeps each member's outlet count (migration 0023's trigger).
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

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Sets `clusterId` on each duplicate row (in place) and picks the stored representatives a newcomer replaces (locked
 * until commit). Returns those swaps (write them with demoteReplacedVersions once the rows are inserted) and the stored
 * articles that start a cluster now (markClusterRoots, also after the insert).
 */
export async function assignStoryClusters(tx: Db, rows: NewArticleRow[], decisions: readonly Decision[]): Promise<{ swaps: ClusterSwap[]; newRoots: string[] }> {
  const inBatch = new Map(rows.map((r, i) => [r.id as string, i]));
  const outside = [...new Set(rows.flatMap((r) => (r.duplicateOf && !inBatch.has(r.duplicateOf) ? [r.duplicateOf] : [])))];
  if (outside.length === 0 && !rows.some((r) => r.duplicateOf)) return { swaps: [], newRoots: [] };
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

  const newRoots = new Set<string>();
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
    if (t && !t.cluster_id) newRoots.add(target);
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
  return { swaps: candidates.filter((c) => replaced.has(c.replaced)), newRoots: [...newRoots].sort() };
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

/** Gives stored articles that start a cluster their own id as the key (after their new members are inserted). */
export async function markClusterRoots(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE articles SET cluster_id = id WHERE id = ANY(${sql.param([...ids])}::uuid[]) AND cluster_id IS NULL`);
}
