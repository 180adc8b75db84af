/** Editorial labels (migration 0019): each moderator decision, kept for training (npm run train) and the review stats. */
import { desc } from 'drizzle-orm';
import type { EditorialDecision } from '../../domain/adminArticles.ts';
import type { PromoChoice } from '../../domain/promotional.ts';
import type { Db } from '../connection.ts';
import { editorialLabels } from '../schema.ts';

export interface EditorialLabelInput {
  articleId: string;
  decision: EditorialDecision;
  relevant: boolean | null;
  category: string;
  title: string;
  summary: string | null;
  sourceName: string | null;
  reason?: string | null;
  predictedRelevance: number | null;
  predictedCategory: string | null;
  modelVersion: string | null;
  decidedBy: string | null;
  /** A 'promo' decision's answer. */
  promoKind?: PromoChoice | null;
}

export async function recordEditorialLabel(db: Db, label: EditorialLabelInput): Promise<void> {
  await db.insert(editorialLabels).values({ ...label, reason: label.reason ?? null, promoKind: label.promoKind ?? null });
}

/** The latest labels, newest first (training reads all of them; the back office shows the latest). */
export async function listEditorialLabels(db: Db, limit = 100_000) {
  return db.select().from(editorialLabels).orderBy(desc(editorialLabels.decidedAt), desc(editorialLabels.id)).limit(limit);
}
